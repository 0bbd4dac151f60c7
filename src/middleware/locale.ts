import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/** `c.get('locale')`: the page's locale, from its path prefix. */
declare module 'hono' {
  interface ContextVariableMap {
    locale: Locale;
  }
}
/** Cookie holding the visitor's language choice (spec sections 4 and 9), written by GET /_locale. */
export const LOCALE_COOKIE = 'locale';

/**
 * The locale named by a path's first segment; fr-FR (no prefix) otherwise.
 * @example localeFromPath('/en-GB/articles') // 'en-GB'
 */
export function localeFromPath(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** Sets `c.get('locale')` from the path prefix, so error pages speak the page's language too. */
export function localeFromPrefix(): MiddlewareHandler {
  return async function localeMiddleware(c, next) {
    c.set('locale', localeFromPath(new URL(c.req.url).pathname));
    await next();
  };
}

/**
 * On `/` only: a visitor whose `locale` cookie names another routed locale is sent (302) to that
 * locale's home, privately and never cached. Crawlers (isbot) and every other URL get what the
 * URL says, so links stay shareable and pages stay cacheable. `/` itself varies on the cookie.
 * @example app.use('*', localeHomeRedirect())
 */
export function localeHomeRedirect(): MiddlewareHandler {
  return async function localeHomeMiddleware(c, next) {
    const url = new URL(c.req.url);
    const home = url.pathname === '/' && (c.req.method === 'GET' || c.req.method === 'HEAD');
    if (!home) return next();
    const chosen = getCookie(c, LOCALE_COOKIE);
    if (chosen && isLocale(chosen) && chosen !== DEFAULT_LOCALE && !isbot(c.req.header('User-Agent'))) {
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'Cookie');
      return c.redirect(`/${chosen}${url.search}`, 302);
    }
    await next();
    c.res.headers.append('Vary', 'Cookie');
  };
}
