import type { CommonDictionary } from '../fr-FR/common';

/** Strings shared by every page. de-DE. */
export const common: CommonDictionary = {
  skipToContent: 'Zum Inhalt springen',
  language: 'Sprache',
  changeLanguage: 'Sprache wechseln',
  titleSuffix: '{{brand}}',
  defaultDescription:
    '{{brand}}, das Vertrauenssiegel für B2B-Dienstleister und -Services: authentifizierte Kundenbewertungen, Ranglisten und Trustawards.',
  /** Note beside content in another language; the name comes from Intl.DisplayNames. */
  writtenIn: 'Auf {{language}} verfasst',
  /** Ordinal suffixes by Intl.PluralRules({ type: 'ordinal' }) form; `other` is required. */
  ordinal: { other: '{{n}}.' } as Record<string, string>,
  comingSoon: 'Diese Seite kommt bald.',
  screens: {
    index: 'Startseite',
    articles: 'Artikel',
    'articles-slug': 'Artikel',
    'articles-tags-slug': 'Artikel nach Thema',
    'membres-category-slug-geography': 'Dienstleister finden',
    'membres-clients': 'Kunden',
    'membres-clients-slug': 'Kunde',
    'membres-leaderboards-slug': 'Ranglisten',
    'membres-trustawards-year': 'Trustawards',
    'membres-search': 'Suche',
    'profil-slug': 'Profil',
    'profil-slug-collection-id': 'Sammlung',
    'profil-slug-reference-id': 'Referenz',
    'profil-slug-reviews': 'Kundenbewertungen',
    'profil-slug-reviews-page-number': 'Kundenbewertungen',
    'profil-slug-culture': 'Kundenkultur',
    'profil-slug-data': 'Daten',
    'profil-slug-ecosystem': 'Ökosystem',
    'profil-slug-rewards': 'Auszeichnungen',
  },
};
