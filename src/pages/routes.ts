import { Hono } from 'hono';
import { LOCALES } from '../i18n/locales';
import { localePath } from '../routing/link';
import { safeRedirect } from '../routing/redirect';
import { ROUTE_NAMES, ROUTES, type RouteName } from '../routing/route-table';
import { localeSwitch } from './locale-switch';
import { membresHandler, pageHandler } from './page-handlers';

// Specific paths first: '/membres/:category' would otherwise take /membres/clients, /membres/search...
const ORDER: RouteName[] = [
  ...ROUTE_NAMES.filter((name) => name !== 'membres-category-slug-geography'),
  'membres-category-slug-geography',
];

/** Every page route of spec section 2 in every locale (fr-FR unprefixed), plus the server paths. */
export const pageRoutes = new Hono<{ Bindings: Env }>();

// Pages only: an API path with a trailing slash names nothing, and a redirect would land on a 404.
pageRoutes.use('*', async function trimTrailingSlash(c, next) {
  const path = new URL(c.req.url).pathname;
  // HEAD is GET without the body: the same redirect.
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (read && path.length > 1 && path.endsWith('/') && !path.startsWith('/api/')) {
    return safeRedirect(c, path.replace(/\/+$/, '') || '/', 301);
  }
  await next();
});

pageRoutes.get('/_locale', localeSwitch);

for (const locale of LOCALES) {
  pageRoutes.get(localePath(locale, '/membres'), membresHandler(locale));
  pageRoutes.get(
    localePath(locale, '/membres/leaderboards'),
    pageHandler('membres-leaderboards-slug', locale),
  );
  for (const name of ORDER) {
    for (const pattern of ROUTES[name].patterns)
      pageRoutes.get(localePath(locale, pattern), pageHandler(name, locale));
  }
}
