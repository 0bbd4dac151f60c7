import { execute, type GraphQLError, getVariableValues } from 'graphql';
import { schemaVersion } from '../generated/graphql';
import { backgroundSlots } from '../http/background';
import type { LangCode } from '../i18n/locales';
import { type CacheStatus, cacheKey, isFresh, readEntry, writeEntry } from './cache';
import { createContext, type GraphqlContext } from './context';
import { type DbStats, noDbStats } from './db';
import { InputError } from './input-error';
import { registry as defaultRegistry, type OperationRegistry, type RegisteredOperation } from './registry';
import { getSchema } from './schema';

/** Stale entries refreshed in the background at once by an isolate (a flood of stale reads refreshed each). */
const refreshes = backgroundSlots(8);

/** The one error message a visitor may see for a failure inside a resolver (spec section 8). */
export const GENERIC_ERROR =
  'An error occurred while trying to do this operation. Please try again or contact us';

/** A request the API refuses before any resolver runs (unknown name, wrong method, bad variables). */
export class OperationError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'OperationError';
  }
}

/** An error as the API returns it; `code` marks the caller's own mistakes. */
export interface ApiError {
  message: string;
  path?: readonly (string | number)[];
  code?: 'BAD_USER_INPUT';
}

/** The body of every answer: `{ data, errors }`, errors `[]` when there are none. */
export interface ApiResult<T = unknown> {
  data: T | null;
  errors: ApiError[];
}

export interface RunOptions {
  env: Env;
  lang: LangCode;
  name: string;
  kind: 'query' | 'mutation';
  variables: Record<string, unknown>;
  /** Keeps the stale-while-revalidate refresh and cache writes alive after the response. */
  waitUntil?: (promise: Promise<unknown>) => void;
  registry?: OperationRegistry;
  now?: () => number;
  /** The caller's IP address, handed to resolvers for per-client limits. */
  clientIp?: string;
  /** Called after a mutation wrote to D1 (the request's answer then carries its D1 bookmark). */
  onWrite?: () => void;
  /** Skip reading the cache (bench on a non-production host); the result is still stored. */
  bypassCache?: boolean;
  /**
   * The request's context, shared by every operation of one page so that their reads started in
   * the same turn share D1 round trips (a page then costs its deepest operation, not the sum).
   */
  context?: GraphqlContext;
}

export interface RunOutcome<T = unknown> {
  result: ApiResult<T>;
  cacheStatus: CacheStatus;
  stats: DbStats;
  operation: RegisteredOperation;
}

function toApiError(error: GraphQLError): ApiError {
  // Resolver failures (D1, bugs) never leak their text; validation messages are the caller's to read.
  if (error.originalError && !(error.originalError as { expose?: boolean }).expose) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'resolver failed',
        error: String(error.originalError),
        path: error.path,
      }),
    );
    return { message: GENERIC_ERROR, ...(error.path ? { path: error.path } : {}) };
  }
  return {
    message: error.message,
    ...(error.path ? { path: error.path } : {}),
    ...(error.originalError instanceof InputError ? { code: 'BAD_USER_INPUT' as const } : {}),
  };
}

/**
 * Looks up a registered operation and checks its variables against the types it declares;
 * throws OperationError (404, 405, 400) before any resolver runs.
 */
export function prepareOperation(options: Pick<RunOptions, 'name' | 'kind' | 'variables' | 'registry'>) {
  return checkOperation(options).operation;
}

/**
 * {@link prepareOperation}, plus the variables as the operation declares them: only declared
 * names (junk is dropped, so it neither reaches the resolvers nor multiplies cache entries) and
 * their coerced values with defaults filled in (so `{}` and `{page: 1}` share one cache entry).
 */
function checkOperation(options: Pick<RunOptions, 'name' | 'kind' | 'variables' | 'registry'>) {
  const operation = (options.registry ?? defaultRegistry)(options.name);
  if (!operation) throw new OperationError(404, `Unknown operation: ${options.name}`);
  if (operation.kind !== options.kind)
    throw new OperationError(405, `${options.name} is a ${operation.kind}`);
  const definitions = operation.definition.variableDefinitions ?? [];
  const declared: Record<string, unknown> = {};
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    if (Object.hasOwn(options.variables ?? {}, name)) declared[name] = options.variables[name];
  }
  const coerced = getVariableValues(getSchema(), definitions, declared, { maxErrors: 5 });
  if (coerced.errors) throw new OperationError(400, coerced.errors.map((error) => error.message).join('; '));
  return { operation, variables: declared, keyVariables: coerced.coerced };
}

async function executeOnce(options: RunOptions, operation: RegisteredOperation) {
  const context =
    options.context ??
    createContext(options.env, options.lang, {
      clientIp: options.clientIp,
      onWrite: options.onWrite,
    });
  const result = await execute({
    schema: getSchema(),
    document: operation.document,
    variableValues: options.variables,
    contextValue: context,
  });
  const apiResult: ApiResult = {
    data: (result.data as Record<string, unknown> | null | undefined) ?? null,
    errors: (result.errors ?? []).map(toApiError),
  };
  return { result: apiResult, stats: context.db.stats };
}

/**
 * Whether a result may go to the data cache: a search that found nothing is not kept, so made-up
 * words (as many as anyone cares to send) never fill it; it costs one indexed lookup to run again.
 */
function worthKeeping(name: string, data: unknown): boolean {
  if (name !== 'Search' && name !== 'SearchLead') return true;
  return ((data as { search?: { info?: { total?: number } } } | null)?.search?.info?.total ?? 0) > 0;
}

/**
 * Runs a registered operation in-process: queries through the KV cache (fresh, stale served and
 * refreshed in the background, errors never stored), mutations straight to the resolvers.
 * @example await runOperation({ env, lang: 'FR_FR', name: 'Cities', kind: 'query', variables: {} })
 */
export async function runOperation<T = unknown>(given: RunOptions): Promise<RunOutcome<T>> {
  const { operation, variables, keyVariables } = checkOperation(given);
  const options = { ...given, variables };
  const now = options.now ?? Date.now;
  const waitUntil = options.waitUntil ?? ((promise: Promise<unknown>) => void promise.catch(() => undefined));
  if (operation.kind === 'mutation') {
    const { result, stats } = await executeOnce(options, operation);
    return { result: result as ApiResult<T>, stats, cacheStatus: 'bypass', operation };
  }
  const key = await cacheKey(schemaVersion, operation.name, keyVariables, options.lang);
  const entry = options.bypassCache ? null : await readEntry<unknown>(options.env.CACHE, key);
  const empty: DbStats = noDbStats();
  if (entry) {
    const fresh = isFresh(entry, operation.ttl, now());
    if (!fresh) {
      // The refresh outlives the request: it gets a context of its own.
      // One refresh per entry at a time, and none past the isolate's bound on background work.
      waitUntil(
        refreshes.run(key, () =>
          executeOnce({ ...options, context: undefined }, operation).then(({ result }) =>
            result.errors.length === 0 && worthKeeping(operation.name, result.data)
              ? writeEntry(options.env.CACHE, key, result.data, operation.ttl, now())
              : undefined,
          ),
        ),
      );
    }
    return {
      result: { data: entry.data as T, errors: [] },
      stats: empty,
      cacheStatus: fresh ? 'hit' : 'stale',
      operation,
    };
  }
  const { result, stats } = await executeOnce(options, operation);
  if (result.errors.length === 0 && worthKeeping(operation.name, result.data))
    waitUntil(writeEntry(options.env.CACHE, key, result.data, operation.ttl, now()));
  return { result: result as ApiResult<T>, stats, cacheStatus: 'miss', operation };
}
