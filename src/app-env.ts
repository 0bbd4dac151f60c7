import type { Config } from './config';
import type { Locale } from './i18n/locales';

/** Per-request values set by the middleware, read by routes and loaders. */
export interface AppVariables {
  requestId: string;
  config: Config;
  /** Per-response CSP nonce, put on every inline script. */
  nonce: string;
  locale: Locale;
  /** tf_uid cookie present: a member user. */
  isUser: boolean;
  /** tf_cid cookie present: a known contact. */
  isContact: boolean;
  /** D1 round trips made while answering, for the request log and the bench. */
  dbQueries: number;
  /** D1 rows read while answering, for the request log and the bench. */
  dbRows: number;
  /** 'hit' | 'stale' | 'miss' | 'bypass' of the data cache, for the request log. */
  cacheStatus: string;
  /** Route name of the matched page, for the request log. */
  routeName: string;
  /** The message of an error answer (4xx/5xx), for the request log. */
  errorMessage?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
