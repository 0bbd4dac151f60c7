import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';

// Paths of spec section 2, kept here until the shared link builder of src/pages covers them all.

/** The path of a page in a locale: fr-FR has no prefix. @example localePath('en-GB', '/articles') // '/en-GB/articles' */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Every locale variant of a path, the default first. */
export function localeVariants(path: string): { locale: Locale; path: string }[] {
  return LOCALES.map((locale) => ({ locale, path: localePath(locale, path) }));
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** In URLs hyphens replace the underscores of member categories (spec section 3). */
export const categorySlug = (value: string) => value.replace(/_/g, '-');

export const paths = {
  home: () => '/',
  articles: () => '/articles',
  article: (slug: string) => `/articles/${segment(slug)}`,
  articleTag: (slug: string) => `/articles/tags/${segment(slug)}`,
  directory: (category: string, slug?: string, geography?: string) =>
    ['/membres', categorySlug(category), slug, geography]
      .filter(Boolean)
      .map((part, index) => (index === 0 ? part : segment(part as string)))
      .join('/'),
  buyers: () => '/membres/clients',
  buyer: (slug: string, id: string) => `/membres/clients/${segment(slug)}?id=${segment(id)}`,
  leaderboard: (segments: (string | number)[]) => `/membres/leaderboards/${segments.map(segment).join('/')}`,
  trustawards: (year: number) => `/membres/trustawards/${year}`,
  profile: (slug: string, tab?: string) => `/profil/${segment(slug)}${tab ? `/${tab}` : ''}`,
  reference: (slug: string, id: string) => `/profil/${segment(slug)}/reference/${segment(id)}`,
};

/** ISO week of a date (Monday start, week 1 holds 4 January), capped at 52 (spec section 9). */
export function isoWeek(date: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { year: day.getUTCFullYear(), week: Math.min(week, 52) };
}

/** Slugs of the live leaderboards, one per period kind. */
export function liveLeaderboards(now: Date): (string | number)[][] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const { year: weekYear, week } = isoWeek(now);
  return [
    ['weekly', weekYear, week],
    ['monthly', year, month],
    ['quarterly', year, Math.ceil(month / 3)],
    ['yearly', year],
  ];
}
