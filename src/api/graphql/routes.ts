import { type Context, Hono } from 'hono';
import { STALE_WINDOW_SECONDS } from '../../graphql/cache';
import { requestOptions } from '../../graphql/client';
import { type ApiResult, OperationError, prepareOperation, runOperation } from '../../graphql/execute';
import { registry as defaultRegistry, type OperationRegistry } from '../../graphql/registry';
import { limitBody } from '../../http/body-limit';
import { LANG_CODES, type LangCode, toLangCode } from '../../i18n/locales';
import { sameOrigin } from '../../middleware/same-origin';
import { variablesFromQuery } from './variables';

/** Largest mutation body: a contact message (5,000 characters) and its fields, with room to spare. */
export const MAX_MUTATION_BYTES = 64 * 1024;

function refuse(c: Context, error: OperationError) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: null, errors: [{ message: error.message }] } satisfies ApiResult, error.status);
}

/** Language of an API call: `?locale=EN_GB` (or en-GB), else the request's locale. */
function langOf(c: Context): LangCode {
  const asked = c.req.query('locale');
  if (asked === undefined || asked === '') return toLangCode(c.get('locale'));
  const code = asked.toUpperCase().replace('-', '_');
  if (!(LANG_CODES as readonly string[]).includes(code))
    throw new OperationError(400, `Locale ${asked} not found`);
  return code as LangCode;
}

async function run(
  c: Context,
  registry: OperationRegistry,
  name: string,
  kind: 'query' | 'mutation',
  readVariables: (
    operation: ReturnType<typeof prepareOperation>,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>,
) {
  try {
    const lang = langOf(c);
    // Name and method first (404 / 405), then the variables (400): no resolver runs before both pass.
    const known = prepareOperation({
      name,
      kind,
      variables: {},
      registry: () => withoutVariables(registry, name),
    });
    const variables = await readVariables(registry(known.name) ?? known);
    const outcome = await runOperation({
      env: c.env,
      lang,
      name,
      kind,
      variables,
      registry,
      ...requestOptions(c),
    });
    c.set('cacheStatus', outcome.cacheStatus);
    c.set('dbQueries', (c.get('dbQueries') ?? 0) + outcome.stats.roundTrips);
    c.set('dbRows', (c.get('dbRows') ?? 0) + outcome.stats.rowsRead);
    c.set('dbWaitMs', (c.get('dbWaitMs') ?? 0) + outcome.stats.waitMs);
    c.set('dbSqlMs', (c.get('dbSqlMs') ?? 0) + outcome.stats.sqlMs);
    const failed = outcome.result.errors.length > 0;
    c.header(
      'Cache-Control',
      kind === 'query' && !failed
        ? `public, max-age=${outcome.operation.ttl}, stale-while-revalidate=${STALE_WINDOW_SECONDS}`
        : 'no-store',
    );
    c.header('X-Cache', outcome.cacheStatus);
    // The caller's mistake (400) when every error says so, even beside partial data (an argument
    // out of range deep in the query); else a result with no data is ours (500).
    const byCaller = failed && outcome.result.errors.every((error) => error.code === 'BAD_USER_INPUT');
    return c.json(outcome.result, byCaller ? 400 : failed && outcome.result.data === null ? 500 : 200);
  } catch (error) {
    if (error instanceof OperationError) return refuse(c, error);
    throw error;
  }
}

/** The registered operation with its variable checks removed, to test name and kind alone. */
function withoutVariables(registry: OperationRegistry, name: string) {
  const operation = registry(name);
  return operation && { ...operation, definition: { ...operation.definition, variableDefinitions: [] } };
}

/**
 * GET /query/{Name} and POST /mutation/{Name} over a registry of trusted documents.
 * @example app.route('/api/graphql', createGraphqlRoutes())
 */
export function createGraphqlRoutes(registry: OperationRegistry = defaultRegistry) {
  const routes = new Hono<{ Bindings: Env }>();
  // Mutations: from this site's pages only, JSON only (a form or text/plain post is refused, so
  // no cross-site form can reach them), and no body larger than a contact message needs.
  routes.post(
    '/mutation/:name',
    sameOrigin((c) => refuse(c, new OperationError(403, 'Cross-site requests are refused'))),
    limitBody({
      maxSize: MAX_MUTATION_BYTES,
      onError: (c) => refuse(c, new OperationError(413, 'The body is larger than 64 KB')),
    }),
    async (c, next) => {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type))
        return refuse(c, new OperationError(415, 'The body must be application/json'));
      await next();
    },
  );
  routes.get('/query/:name', (c) =>
    run(c, registry, c.req.param('name'), 'query', (operation) =>
      variablesFromQuery(operation.definition, c.req.query()),
    ),
  );
  routes.post('/mutation/:name', (c) =>
    run(c, registry, c.req.param('name'), 'mutation', async () => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new OperationError(400, 'The body must be JSON: { "variables": { ... } }');
      }
      const variables = (body as { variables?: unknown } | null)?.variables ?? {};
      if (!variables || typeof variables !== 'object' || Array.isArray(variables))
        throw new OperationError(400, 'variables must be a JSON object');
      return variables as Record<string, unknown>;
    }),
  );
  // Any other method: 405 naming the ones allowed; OPTIONS answers them alone (no CORS: the
  // API is for this site's pages).
  const otherwise = (allow: string, message: string) => (c: Context) => {
    c.header('Allow', allow);
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { 'Cache-Control': 'no-store' });
    return refuse(c, new OperationError(405, message));
  };
  routes.all('/query/:name', otherwise('GET, HEAD, OPTIONS', 'Queries are GET only'));
  routes.all('/mutation/:name', otherwise('POST, OPTIONS', 'Mutations are POST only'));
  return routes;
}

/** GET /api/graphql/query/{Name} and POST /api/graphql/mutation/{Name}. */
export const graphqlRoutes = createGraphqlRoutes();
