import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readConfig } from '../config';
import { DEFAULT_LOCALE } from '../i18n/locales';

/** Per-request set-up: configuration, request id, locale, identity flags. */
export function platform(): MiddlewareHandler<AppEnv> {
  return async function platformMiddleware(c, next) {
    c.set('config', readConfig(c.env));
    c.set('requestId', crypto.randomUUID());
    c.set('locale', DEFAULT_LOCALE);
    c.set('dbQueries', 0);
    c.set('cacheStatus', 'bypass');
    c.set('routeName', 'unknown');
    await next();
  };
}
