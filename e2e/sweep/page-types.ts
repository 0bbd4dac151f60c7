import { CITIES } from '../../src/routing/route-params';

/** The locales the sweep walks: the default (no prefix), one left-to-right peer, one long-word one. */
export const SWEEP_LOCALES = ['fr-FR', 'en-GB', 'de-DE'] as const;
export type SweepLocale = (typeof SWEEP_LOCALES)[number];

/** The widths a visitor's screen may have: small phones to a wide desktop. */
export const SWEEP_WIDTHS = [320, 360, 390, 768, 1280, 1440] as const;

const LOCALE_PREFIX = /^\/(en-GB|es-ES|it-IT|de-DE|nl-NL)(?=\/|$)/;
const city = `(?:${CITIES.join('|')})`;
const SPECIAL = '(?:clients|leaderboards|trustawards|search)';

/**
 * Every page type a visitor can land on, recognised by its path (locale prefix removed), in the
 * order a path is tested. Types a URL names only on error (404, 410) are found apart.
 */
export const PAGE_TYPES = [
  ['home', /^\/$/],
  ['search', /^\/membres\/search(?:\/|$)/],
  ['leaderboard-weekly', /^\/membres\/leaderboards\/weekly\//],
  ['leaderboard-monthly', /^\/membres\/leaderboards\/monthly\//],
  ['leaderboard-quarterly', /^\/membres\/leaderboards\/quarterly\//],
  ['leaderboard-yearly', /^\/membres\/leaderboards\/yearly\//],
  ['trustawards', /^\/membres\/trustawards(?:\/\d{4})?$/],
  ['buyers', /^\/membres\/clients$/],
  ['buyer', /^\/membres\/clients\/[^/]+$/],
  ['directory-city', new RegExp(`^/membres/(?!${SPECIAL}/)[^/]+(?:/[^/]+)?/${city}$`)],
  ['directory-activity', new RegExp(`^/membres/(?!${SPECIAL}/)[^/]+/[^/]+$`)],
  ['directory-category', new RegExp(`^/membres/(?!${SPECIAL}$)[^/]+$`)],
  ['profile-reference', /^\/profil\/[^/]+\/reference\/[^/]+$/],
  ['profile-collection', /^\/profil\/[^/]+\/collection\/[^/]+$/],
  ['profile-reviews-page', /^\/profil\/[^/]+\/reviews\/page\/\d+$/],
  ['profile-reviews', /^\/profil\/[^/]+\/reviews$/],
  ['profile-data', /^\/profil\/[^/]+\/data$/],
  ['profile-culture', /^\/profil\/[^/]+\/culture$/],
  ['profile-ecosystem', /^\/profil\/[^/]+\/ecosystem$/],
  ['profile-rewards', /^\/profil\/[^/]+\/rewards$/],
  ['profile-home', /^\/profil\/[^/]+$/],
  ['article-tag', /^\/articles\/tags\/[^/]+$/],
  ['article', /^\/articles\/[^/]+$/],
  ['articles', /^\/articles$/],
] as const satisfies readonly (readonly [string, RegExp])[];

/** Types no link reaches: a search's results or its empty answer (typed), the 404 and 410 pages. */
export type PageType =
  | (typeof PAGE_TYPES)[number][0]
  | 'search-results'
  | 'search-empty'
  | 'not-found'
  | 'removed-member'
  | `${FilteredType}-filtered`;

/** The page types with project filters, swept again with filters set (their form open). */
export const FILTERED_TYPES = [
  'directory-category',
  'directory-activity',
  'directory-city',
  'profile-reviews',
] as const;
type FilteredType = (typeof FILTERED_TYPES)[number];

/** Filters a sweep sets: two that most listings can meet. */
export const SWEEP_FILTERS = '?rating=4&since=2y';

/** The page type of a same-site URL, or undefined for anything else (API, media, feeds). */
export function pageTypeOf(url: URL): PageType | undefined {
  const path = url.pathname.replace(LOCALE_PREFIX, '') || '/';
  return PAGE_TYPES.find(([, pattern]) => pattern.test(path))?.[0];
}

/** The path of a page in a locale: fr-FR has no prefix. */
export function inLocale(locale: SweepLocale, path: string): string {
  const bare = path.replace(LOCALE_PREFIX, '') || '/';
  if (locale === 'fr-FR') return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
