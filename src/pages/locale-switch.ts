import type { Handler } from 'hono';
import { setCookie } from 'hono/cookie';
import { isLocale, type Locale } from '../i18n/locales';
import { LOCALE_COOKIE, localeFromPath } from '../middleware/locale';
import { localePath } from '../routing/link';
import { sameSitePath } from '../routing/redirect';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in another locale: swaps (or adds, or drops for fr-FR) the locale prefix.
 * @example switchLocalePath('/en-GB/articles?x=1', 'de-DE') // '/de-DE/articles?x=1'
 */
export function switchLocalePath(path: string, to: Locale): string {
  const [pathname = '/', search] = path.split('?', 2);
  const current = localeFromPath(pathname);
  const prefix = `/${current}`;
  const bare =
    pathname === prefix ? '/' : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return `${localePath(to, bare)}${search ? `?${search}` : ''}`;
}

/**
 * GET /_locale?to=en-GB&next=/profil/acme: stores the choice in the `locale` cookie (365 days,
 * SameSite=Lax, path /, Secure on https) and answers 303 to `next` in that locale. Works as a
 * plain link, without JavaScript. `next` must be a same-site path; otherwise the locale's home.
 */
export const localeSwitch: Handler = function localeSwitch(c) {
  c.set('routeName', 'locale-switch');
  const url = new URL(c.req.url);
  const to = c.req.query('to') ?? '';
  if (!isLocale(to)) return c.redirect(localePath(c.get('locale'), '/'), 303);
  setCookie(c, LOCALE_COOKIE, to, {
    maxAge: YEAR_SECONDS,
    sameSite: 'Lax',
    path: '/',
    secure: url.protocol === 'https:',
  });
  const next = sameSitePath(c.req.query('next') ?? '/', url.origin) ?? '/';
  const target = sameSitePath(switchLocalePath(next, to), url.origin) ?? localePath(to, '/');
  c.header('Cache-Control', 'no-store');
  return c.redirect(target, 303);
};
