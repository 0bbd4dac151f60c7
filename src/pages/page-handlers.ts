import type { Context, Handler } from 'hono';
import { notFound } from '../http/errors';
import type { Locale } from '../i18n/locales';
import { parseCategory, resolveLeaderboardSlug } from '../routing/leaderboard-slug';
import { leaderboardLink, link, localePath } from '../routing/link';
import { safeRedirect } from '../routing/redirect';
import { ROUTES, type RouteName, type RouteParams } from '../routing/route-table';
import { renderScreen } from './render-screen';

/** The raw path segments after `base` (already locale-prefixed), decoded; null if malformed. */
function segmentsAfter(c: Context, base: string): string[] | null {
  const path = new URL(c.req.url).pathname;
  const rest = path.slice(base.length).replace(/^\//, '');
  if (rest === '') return [];
  const parts = rest.split('/');
  try {
    const decoded = parts.map((part) => decodeURIComponent(part));
    return decoded.some((part) => part === '' || part.length > 200) ? null : decoded;
  } catch {
    return null;
  }
}

function rawParams(c: Context, name: RouteName, locale: Locale): Record<string, unknown> | null {
  if (name === 'membres-leaderboards-slug') {
    const slug = segmentsAfter(c, localePath(locale, '/membres/leaderboards'));
    return slug ? { slug } : null;
  }
  if (name === 'membres-search') {
    const segments = segmentsAfter(c, localePath(locale, '/membres/search'));
    return segments ? { segments } : null;
  }
  if (name === 'membres-clients-slug') return { ...c.req.param(), id: c.req.query('id') || undefined };
  if (name === 'membres-compare') return { ids: c.req.query('ids') ?? '' };
  return c.req.param() as Record<string, string>;
}

/**
 * Redirects a route owns (spec sections 2 and 5) before its screen renders; null to render.
 * The leaderboard returns its resolved params instead when the slug names a page.
 */
function routeRule<N extends RouteName>(
  c: Context,
  name: N,
  params: RouteParams<N>,
  locale: Locale,
): Response | RouteParams<N> {
  if (name === 'profil-slug-qualite-id') {
    const p = params as RouteParams<'profil-slug-qualite-id'>;
    return safeRedirect(c, link(locale, 'profil-slug-reviews', { slug: p.slug }, { quality: p.id }), 301);
  }
  if (name === 'profil-slug-reviews-page-number') {
    const p = params as RouteParams<'profil-slug-reviews-page-number'>;
    if (p.number === 1) return safeRedirect(c, link(locale, 'profil-slug-reviews', { slug: p.slug }), 301);
  }
  if (name === 'membres-compare') {
    // One shareable address per selection: other orders, cases or repeats redirect to it.
    const p = params as RouteParams<'membres-compare'>;
    if (c.req.query('ids') !== p.ids.join(','))
      return safeRedirect(c, link(locale, 'membres-compare', p), 301);
  }
  if (name === 'membres-leaderboards-slug') {
    const p = params as RouteParams<'membres-leaderboards-slug'>;
    const path = new URL(c.req.url).pathname;
    const resolved = resolveLeaderboardSlug(p.slug, new Date(), path);
    if (resolved.kind === 'redirect') {
      return safeRedirect(
        c,
        leaderboardLink(locale, resolved.slug, resolved.category),
        resolved.permanent ? 301 : 302,
      );
    }
    const category = resolved.category ?? parseCategory(c.req.query('category'));
    return { ...p, period: resolved.period, category } as RouteParams<N>;
  }
  return params;
}

/**
 * The handler of a named route in one locale: validate params (failure: 404 'Page Not Found:
 * {path}'), apply the route's redirects, render its screen.
 */
export function pageHandler(name: RouteName, locale: Locale): Handler {
  return async function page(c) {
    c.set('routeName', name);
    const path = new URL(c.req.url).pathname;
    const raw = rawParams(c, name, locale);
    const parsed = raw ? ROUTES[name].params.safeParse(raw) : undefined;
    if (!parsed?.success) throw notFound(path);
    const ruled = routeRule(c, name, parsed.data as RouteParams<typeof name>, locale);
    if (ruled instanceof Response) return ruled;
    return renderScreen(c, name, ruled);
  };
}

/** `/membres`: the directory of every service. */
export function membresHandler(locale: Locale): Handler {
  return function membres(c) {
    c.set('routeName', 'membres');
    return safeRedirect(c, link(locale, 'membres-category-slug-geography', { category: 'services' }), 301);
  };
}
