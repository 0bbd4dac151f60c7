import type { Context, MiddlewareHandler } from 'hono';

/**
 * Whether this request's host may be indexed: only PRODUCTION_HOST, never any other host
 * (localhost and previews included).
 */
export function isIndexableHost(c: Context): boolean {
  const production = c.get('config').PRODUCTION_HOST.trim().toLowerCase();
  if (!production) return false;
  return new URL(c.req.url).host.toLowerCase() === production;
}

/**
 * `X-Robots-Tag: noindex, nofollow` on every response of a host that is not PRODUCTION_HOST
 * (pages add the matching meta robots tag).
 * @example app.use('*', robotsPolicy())
 */
export function robotsPolicy(): MiddlewareHandler {
  return async function robotsPolicyMiddleware(c, next) {
    await next();
    if (!isIndexableHost(c)) c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  };
}
