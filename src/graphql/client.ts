import { Client, type Exchange, makeErrorResult, makeResult, type Operation } from '@urql/core';
import type { Context } from 'hono';
// Exchanges are wonka streams (urql's documented extension point); see docs/decisions/urql.md.
import { filter, fromPromise, merge, mergeMap, pipe, share } from 'wonka';
import type { OperationName, OperationTypes } from '../generated/graphql';
import { HttpError } from '../http/errors';
import { waitUntilOf } from '../http/wait-until';
import { type LangCode, toLangCode } from '../i18n/locales';
import { noteWrite } from '../middleware/d1-session';
import { type CacheStatus, cacheBypassRequested } from './cache';
import { createContext, type GraphqlContext } from './context';
import { type ApiResult, runOperation } from './execute';
import { registry } from './registry';
import { fetchUpstream, UpstreamError } from './upstream';

const RANK: Record<CacheStatus, number> = { bypass: 0, hit: 1, stale: 2, miss: 3 };

/** What a page's GraphQL keeps for the rest of its request (`c.var`), set on first use. */
declare module 'hono' {
  interface ContextVariableMap {
    /** The request's shared context: every page operation batches its D1 reads through it. */
    graphqlContext?: GraphqlContext;
    /** The request's urql client (results depend on its locale and bindings). */
    graphqlClient?: Client;
    /** The request's queries by name and variables: a query asked twice in a page runs once. */
    graphqlQueries?: Map<string, Promise<unknown>>;
  }
}

/**
 * The request's shared GraphQL context: every page operation batches its D1 reads through it.
 * Made, it starts reading the reference tables when the isolate's copy is stale, so that read
 * shares the page's first round trip instead of adding one below it.
 */
function requestContext(c: Context, lang: LangCode): GraphqlContext {
  let context = c.get('graphqlContext');
  if (!context) {
    context = createContext(c.env, lang);
    c.set('graphqlContext', context);
    context.reference().catch(() => undefined);
  }
  return context;
}

/**
 * Operations whose answer is the same on every page, read from the data cache even by a
 * benchmark's full miss (`x-bench-cache: bypass`): the shell's navigation, footer and call to
 * action cost no D1 round trip on a page's miss.
 */
const SHARED_BY_EVERY_PAGE: ReadonlySet<string> = new Set(['Shell']);

/** Cache status and D1 totals of the request so far, for the request log and Server-Timing. */
function record(c: Context, status: CacheStatus, shared: GraphqlContext) {
  const current = (c.get('cacheStatus') ?? 'bypass') as CacheStatus;
  if (RANK[status] >= (RANK[current] ?? 0)) c.set('cacheStatus', status);
  c.set('dbQueries', shared.db.stats.roundTrips);
  c.set('dbTrips', shared.db.stats.sequentialTrips);
  c.set('dbRows', shared.db.stats.rowsRead);
  c.set('dbWaitMs', shared.db.stats.waitMs);
  c.set('dbSqlMs', shared.db.stats.sqlMs);
}

/**
 * What an operation run for this request knows of it: its background work, the caller (a
 * mutation limits and remembers who sent it) and the bench's cache bypass.
 * @example await runOperation({ env: c.env, lang, name, kind, variables, ...requestOptions(c) })
 */
export function requestOptions(c: Context) {
  return {
    waitUntil: waitUntilOf(c),
    clientIp: c.req.header('cf-connecting-ip') ?? undefined,
    onWrite: () => noteWrite(c),
    bypassCache: cacheBypassRequested(c),
  };
}

/** Runs an urql operation in-process (or upstream) and returns the API's `{ data, errors }`. */
async function answer(c: Context, lang: LangCode, operation: Operation): Promise<ApiResult> {
  const name = operation.context.operationName as string;
  const kind = operation.kind === 'mutation' ? 'mutation' : 'query';
  const variables = (operation.variables ?? {}) as Record<string, unknown>;
  const upstream = c.get('config')?.GRAPHQL_UPSTREAM_URL;
  if (upstream) return fetchUpstream({ base: upstream, name, kind, variables, lang });
  const shared = requestContext(c, lang);
  const outcome = await runOperation({
    context: kind === 'query' ? shared : undefined,
    env: c.env,
    lang,
    name,
    kind,
    variables,
    ...requestOptions(c),
    ...(SHARED_BY_EVERY_PAGE.has(name) ? { bypassCache: false } : {}),
  });
  // Mutations run in a context of their own (a failed write never fails the page's reads), but
  // their D1 work still counts towards the request's totals.
  if (kind === 'mutation') {
    shared.db.stats.roundTrips += outcome.stats.roundTrips;
    shared.db.stats.rowsRead += outcome.stats.rowsRead;
    shared.db.stats.waitMs += outcome.stats.waitMs;
    shared.db.stats.sqlMs += outcome.stats.sqlMs;
  }
  record(c, outcome.cacheStatus, shared);
  return outcome.result;
}

/** The exchange that answers every operation without HTTP (or through the upstream service). */
function serverExchange(c: Context, lang: LangCode): Exchange {
  return function inProcessExchange({ forward }) {
    return (operations$) => {
      const shared$ = share(operations$);
      const answered$ = pipe(
        shared$,
        filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
        mergeMap((operation) =>
          fromPromise(
            answer(c, lang, operation).then(
              (result) =>
                result.errors.length > 0
                  ? makeResult(operation, {
                      data: (result.data ?? undefined) as Record<string, unknown> | undefined,
                      errors: result.errors,
                    })
                  : makeResult(operation, { data: result.data as Record<string, unknown> | null }),
              (error: unknown) =>
                makeErrorResult(operation, error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      );
      const rest$ = pipe(
        shared$,
        filter((operation) => operation.kind !== 'query' && operation.kind !== 'mutation'),
        forward,
      );
      return merge([answered$, rest$]);
    };
  };
}

/**
 * The request's urql client: one per request, because results depend on its locale and bindings.
 * @example const result = await clientFor(c).query(document, variables).toPromise()
 */
export function clientFor(c: Context): Client {
  let client = c.get('graphqlClient');
  if (!client) {
    client = new Client({
      url: '/api/graphql',
      exchanges: [serverExchange(c, toLangCode(c.get('locale')))],
      requestPolicy: 'network-only',
      preferGetMethod: false,
    });
    c.set('graphqlClient', client);
  }
  return client;
}

/** Names of the registered queries and mutations. */
export type QueryName = {
  [N in OperationName]: OperationTypes[N] extends { result: infer R }
    ? R extends object
      ? N
      : never
    : never;
}[OperationName];

/**
 * Runs a registered operation for a page loader, in the page's locale, through the cache, and
 * returns its typed data. Throws HttpError 502 when the upstream service fails, 500 otherwise.
 * A query asked again in the same request (same name and variables) shares the first answer,
 * so the shell and a screen may both ask for what they show; a mutation always runs.
 * @example const { member } = await query(c, 'MemberProfile', { slug })
 */
export function query<N extends QueryName>(
  c: Context,
  name: N,
  variables: OperationTypes[N]['variables'],
): Promise<OperationTypes[N]['result']> {
  if (registry(name)?.kind !== 'query') return runQuery(c, name, variables);
  let asked = c.get('graphqlQueries');
  if (!asked) {
    asked = new Map();
    c.set('graphqlQueries', asked);
  }
  const key = `${name}:${JSON.stringify(variables)}`;
  let pending = asked.get(key) as Promise<OperationTypes[N]['result']> | undefined;
  if (!pending) {
    pending = runQuery(c, name, variables);
    asked.set(key, pending);
  }
  return pending;
}

async function runQuery<N extends QueryName>(
  c: Context,
  name: N,
  variables: OperationTypes[N]['variables'],
): Promise<OperationTypes[N]['result']> {
  const operation = registry(name);
  if (!operation) throw new HttpError(500, `Unknown operation ${name}`);
  const client = clientFor(c);
  const context = { operationName: name, requestPolicy: 'network-only' as const };
  const vars = variables as Record<string, unknown>;
  const result =
    operation.kind === 'mutation'
      ? await client.mutation(operation.document, vars, context).toPromise()
      : await client.query(operation.document, vars, context).toPromise();
  if (result.error) {
    const cause = result.error.networkError;
    const upstream = cause instanceof UpstreamError;
    console.error(
      JSON.stringify({ level: 'error', message: `operation ${name} failed`, error: result.error.message }),
    );
    throw new HttpError(upstream ? 502 : 500, upstream ? 'Bad gateway' : 'An error occurred', {
      operation: name,
    });
  }
  return result.data as OperationTypes[N]['result'];
}
