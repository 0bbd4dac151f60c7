import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { categoryToUrl, DIRECTORY_CATEGORIES, isCity } from './route-params';
import { ROUTES, type RouteName, type RouteParams } from './route-table';

/** Query values of a link; empty values are left out, lists repeat the key. */
export type LinkQuery = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/**
 * A path in a locale: fr-FR has no prefix, the others are prefixed (`/en-GB/...`).
 * @example localePath('en-GB', '/') // '/en-GB'
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Appends a query string built from `query` to a path that may already carry one. */
export function withQuery(path: string, query?: LinkQuery): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return path;
  const [base = '', own] = path.split('?', 2);
  if (!own) return `${path}?${text}`;
  // The path's own query (a buyer's ?id=) gives way to the same keys here: each key once.
  const kept = new URLSearchParams(own);
  for (const key of search.keys()) kept.delete(key);
  const keptText = kept.toString();
  return `${base}?${keptText ? `${keptText}&` : ''}${text}`;
}

/**
 * The one way to build a link to a page: named route, typed params, locale prefix, query.
 * @example link('en-GB', 'profil-slug-reviews', { slug: 'acme' }, { quality: 'q1' })
 *   // '/en-GB/profil/acme/reviews?quality=q1'
 */
export function link<N extends RouteName>(
  locale: Locale,
  name: N,
  params: RouteParams<N>,
  query?: LinkQuery,
): string {
  const build = ROUTES[name].path as (params: RouteParams<N>) => string;
  return withQuery(localePath(locale, build(params)), query);
}

/** A tag as cards and menus hold it; `parent` is the parent category (object with slug). */
export interface LinkableTag {
  kind: string;
  slug: string;
  parent?: { slug?: string | null } | null;
}

/**
 * The directory link of a tag (spec section 2): a category links with the category only; an
 * activity uses its parent's slug as category plus its own slug and the geography; a specialty
 * the same with 'services' when it has no parent. A parent that is not a directory category (a
 * specialty's parent activity) also gives 'services': `/membres/{activity}/{specialty}` names no
 * page. Other kinds have no page: null.
 * @example tagLink('fr-FR', { kind: 'ACTIVITY', slug: 'seo', parent: { slug: 'marketing_communication_et_ventes' } }, 'paris')
 *   // '/membres/marketing-communication-et-ventes/seo/paris'
 */
export function tagLink(locale: Locale, tag: LinkableTag, geography?: string): string | null {
  const kind = tag.kind.toUpperCase();
  const directory = (category: string, slug?: string, city?: string) =>
    // Built without the param schema on purpose: data categories are trusted, and a parent that
    // is not a known category must still give a working link rather than throw.
    localePath(
      locale,
      ['/membres', categoryToUrl(category), slug, city].filter(Boolean).map(encodeSegment).join('/'),
    );
  if (kind === 'CATEGORY') return directory(tag.slug);
  const parent = tag.parent?.slug?.replace(/-/g, '_');
  const category = parent && isDirectoryCategory(parent) ? parent : 'services';
  // A city the directory does not route (a member's address abroad) links the activity everywhere.
  const city = geography && isCity(geography) ? geography : undefined;
  if (kind === 'ACTIVITY' || kind === 'SPECIALTY') return directory(category, tag.slug, city);
  return null;
}

const isDirectoryCategory = (value: string) => (DIRECTORY_CATEGORIES as readonly string[]).includes(value);

const encodeSegment = (part: string | undefined, index: number) =>
  index === 0 ? (part as string) : encodeURIComponent(part as string);

/**
 * The link of a review: its owner's reference route with the review's own public id. (The spec
 * says the contact's id first; one contact may review a member twice, so that link could open
 * the other review: docs/decisions/review-links-by-review-id.md. The reference page still
 * redirects an unambiguous contact id to its review.)
 * @example reviewLink('fr-FR', { publicId: 'r1', owner: { slug: 'acme' } }) // '/profil/acme/reference/r1'
 */
export function reviewLink(locale: Locale, review: { publicId: string; owner: { slug: string } }): string {
  return link(locale, 'profil-slug-reference-id', { slug: review.owner.slug, id: review.publicId });
}

/** The link of a member card: the member's profile. @example memberLink('de-DE', { slug: 'acme' }) // '/de-DE/profil/acme' */
export function memberLink(locale: Locale, member: { slug: string }): string {
  return link(locale, 'profil-slug', { slug: member.slug });
}

/** The link of a buyer: slug in the path, public id as `?id=`. @example buyerLink('fr-FR', { slug: 'bnp', publicId: 'b1' }) // '/membres/clients/bnp?id=b1' */
export function buyerLink(locale: Locale, buyer: { slug: string; publicId: string }): string {
  return link(locale, 'membres-clients-slug', { slug: buyer.slug, id: buyer.publicId });
}

/**
 * The link of a leaderboard period, optionally for one category (as `?category=`).
 * @example leaderboardLink('fr-FR', ['weekly', '2024', '7'], 'tech_et_produit')
 *   // '/membres/leaderboards/weekly/2024/7?category=tech_et_produit'
 */
export function leaderboardLink(locale: Locale, period: readonly string[], category?: string | null): string {
  const query = category && category !== 'all' ? { category } : undefined;
  return link(locale, 'membres-leaderboards-slug', { slug: [...period] }, query);
}
