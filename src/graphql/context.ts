import type { LangCode } from '../i18n/locales';
import { BatchingDb } from './db';
import { createLoaders, type Loaders } from './loaders';
import { type Reference, referenceOf } from './reference';

/** What every resolver receives: counting D1, KV, the request's language and the loaders. */
export interface GraphqlContext {
  db: BatchingDb;
  kv: KVNamespace;
  env: Env;
  /** Language of translated fields when the operation has no `lang` argument. */
  lang: LangCode;
  loaders: Loaders;
  /**
   * The reference tables (tags, cities, qualities, authors, CMS pages and components, config),
   * read once per request at most, and not at all while the isolate's copy is fresh.
   */
  reference: () => Promise<Reference>;
  /** The caller's IP address, for per-client limits of mutations (contact form); unset in-process. */
  clientIp?: string;
  /** Called after a mutation wrote to D1, so the request's answer carries its D1 bookmark. */
  onWrite?: () => void;
  /** What resolvers keep for the rest of the execution, each under a key of its own (`kept`). */
  scratch: Map<symbol, unknown>;
}

/**
 * The value a resolver keeps in this context under `key`, made on first use: per-request state
 * lives in the request's context, never at module level.
 * @example const byKey = kept(context, RANKED_HITS, () => new Map<string, Promise<Row[]>>())
 */
export function kept<T>(context: GraphqlContext, key: symbol, make: () => T): T {
  if (!context.scratch.has(key)) context.scratch.set(key, make());
  return context.scratch.get(key) as T;
}

/**
 * A fresh context per execution (loaders cache only within it).
 * @example const context = createContext(c.env, 'EN_GB')
 */
export function createContext(
  env: Env,
  lang: LangCode,
  caller: { clientIp?: string; onWrite?: () => void } = {},
): GraphqlContext {
  const db = new BatchingDb(env.DB);
  let pending: Promise<Reference> | undefined;
  const reference = () => {
    pending ??= referenceOf(db);
    return pending;
  };
  return {
    db,
    kv: env.CACHE,
    env,
    lang,
    loaders: createLoaders(db, reference),
    reference,
    ...caller,
    scratch: new Map(),
  };
}
