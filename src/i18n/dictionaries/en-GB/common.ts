import type { CommonDictionary } from '../fr-FR/common';

/** Strings shared by every page. en-GB. */
export const common: CommonDictionary = {
  skipToContent: 'Skip to content',
  language: 'Language',
  changeLanguage: 'Change language',
  titleSuffix: '{{brand}}',
  defaultDescription:
    '{{brand}}, the trust label of B2B providers and services: authenticated client reviews, leaderboards and Trustawards.',
  /** Note beside content in another language; the name comes from Intl.DisplayNames. */
  writtenIn: 'Written in {{language}}',
  /** Ordinal suffixes by Intl.PluralRules({ type: 'ordinal' }) form; `other` is required. */
  ordinal: { one: '{{n}}st', two: '{{n}}nd', few: '{{n}}rd', other: '{{n}}th' } as Record<string, string>,
  comingSoon: 'This page is coming soon.',
  screens: {
    index: 'Home',
    articles: 'Articles',
    'articles-slug': 'Article',
    'articles-tags-slug': 'Articles by topic',
    'membres-category-slug-geography': 'Find a provider',
    'membres-clients': 'Clients',
    'membres-clients-slug': 'Client',
    'membres-leaderboards-slug': 'Leaderboards',
    'membres-trustawards-year': 'Trustawards',
    'membres-search': 'Search',
    'profil-slug': 'Profile',
    'profil-slug-collection-id': 'Collection',
    'profil-slug-reference-id': 'Reference',
    'profil-slug-reviews': 'Client reviews',
    'profil-slug-reviews-page-number': 'Client reviews',
    'profil-slug-culture': 'Customer culture',
    'profil-slug-data': 'Data',
    'profil-slug-ecosystem': 'Ecosystem',
    'profil-slug-rewards': 'Distinctions',
  },
};
