import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/** `c.var.locale`: the page's locale, from its path prefix. */
export interface LocaleVariables {
  locale: Locale;
}

/**
 * The locale named by a path's first segment; fr-FR (no prefix) otherwise.
 * @example localeFromPath('/en-GB/articles') // 'en-GB'
 */
export function localeFromPath(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** Sets `c.var.locale` from the path prefix, so error pages speak the page's language too. */
export function localeFromPrefix(): MiddlewareHandler<AppEnv> {
  return async function localeMiddleware(c, next) {
    c.set('locale', localeFromPath(new URL(c.req.url).pathname));
    await next();
  };
}
