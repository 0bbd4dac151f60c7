import { currentPeriod, PERIOD_KINDS, periodSlug } from '../../domain/periods';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';
import {
  buyerLink,
  leaderboardLink,
  link,
  localePath,
  memberLink,
  reviewLink,
  tagLink,
} from '../../routing/link';
import { type City, isCity } from '../../routing/route-params';

// Sitemap pages are locale-free paths (the fr-FR form, which has no prefix), built by the shared
// link builder so the sitemap can never disagree with the links of the pages.
const L: Locale = DEFAULT_LOCALE;

/** Every locale variant of a locale-free path, the default first. */
export function localeVariants(path: string): { locale: Locale; path: string }[] {
  return LOCALES.map((locale) => ({ locale, path: localePath(locale, path) }));
}

/** The tabs of a profile, each its own named route. */
const PROFILE_TAB_ROUTES = {
  reviews: 'profil-slug-reviews',
  culture: 'profil-slug-culture',
  data: 'profil-slug-data',
  ecosystem: 'profil-slug-ecosystem',
  rewards: 'profil-slug-rewards',
} as const;
export type ProfileTab = keyof typeof PROFILE_TAB_ROUTES;
export const PROFILE_TABS = Object.keys(PROFILE_TAB_ROUTES) as ProfileTab[];

export const paths = {
  home: () => link(L, 'index', {}),
  articles: () => link(L, 'articles', {}),
  article: (slug: string) => link(L, 'articles-slug', { slug }),
  articleTag: (slug: string) => link(L, 'articles-tags-slug', { slug }),
  /** Every service, optionally in one city (`/membres/services/paris`). */
  allServices: (city?: string) =>
    link(L, 'membres-category-slug-geography', {
      category: 'services',
      geography: city && isCity(city) ? (city as City) : undefined,
    }),
  tag: (tag: { kind: string; slug: string; parent_slug: string | null }, city?: string) =>
    tagLink(
      L,
      { kind: tag.kind, slug: tag.slug, parent: tag.parent_slug ? { slug: tag.parent_slug } : null },
      city,
    ),
  buyers: () => link(L, 'membres-clients', {}),
  buyer: (slug: string, publicId: string) => buyerLink(L, { slug, publicId }),
  trustawards: (year: number) => link(L, 'membres-trustawards-year', { year }),
  /** A profile page: its home, or one of its tabs. */
  profile: (slug: string, tab?: ProfileTab) =>
    tab ? link(L, PROFILE_TAB_ROUTES[tab], { slug }) : memberLink(L, { slug }),
  reference: (slug: string, id: string) => reviewLink(L, { publicId: id, owner: { slug } }),
  collection: (slug: string, id: string) => link(L, 'profil-slug-collection-id', { slug, id }),
};

/** Paths of the live leaderboards, one per period kind. */
export function liveLeaderboards(now: Date): string[] {
  return PERIOD_KINDS.map((kind) => leaderboardLink(L, periodSlug(currentPeriod(kind, now))));
}
