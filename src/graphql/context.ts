import type { LangCode } from '../i18n/locales';
import { BatchingDb } from './db';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives: counting D1, KV, the request's language and the loaders. */
export interface GraphqlContext {
  db: BatchingDb;
  kv: KVNamespace;
  env: Env;
  /** Language of translated fields when the operation has no `lang` argument. */
  lang: LangCode;
  loaders: Loaders;
  /** The caller's IP address, for per-client limits of mutations (contact form); unset in-process. */
  clientIp?: string;
}

/**
 * A fresh context per execution (loaders cache only within it).
 * @example const context = createContext(c.env, 'EN_GB')
 */
export function createContext(env: Env, lang: LangCode, clientIp?: string): GraphqlContext {
  const db = new BatchingDb(env.DB);
  return { db, kv: env.CACHE, env, lang, loaders: createLoaders(db), clientIp };
}
