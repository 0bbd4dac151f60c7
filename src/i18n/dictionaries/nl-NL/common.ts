import type { CommonDictionary } from '../fr-FR/common';

/** Strings shared by every page. nl-NL. */
export const common: CommonDictionary = {
  skipToContent: 'Naar de inhoud',
  language: 'Taal',
  changeLanguage: 'Taal wijzigen',
  titleSuffix: '{{brand}}',
  defaultDescription:
    '{{brand}}, het vertrouwenslabel van B2B-dienstverleners en -diensten: geverifieerde klantbeoordelingen, ranglijsten en Trustawards.',
  /** Note beside content in another language; the name comes from Intl.DisplayNames. */
  writtenIn: 'Geschreven in het {{language}}',
  /** Ordinal suffixes by Intl.PluralRules({ type: 'ordinal' }) form; `other` is required. */
  ordinal: { other: '{{n}}e' } as Record<string, string>,
  comingSoon: 'Deze pagina komt binnenkort.',
  screens: {
    index: 'Home',
    articles: 'Artikelen',
    'articles-slug': 'Artikel',
    'articles-tags-slug': 'Artikelen per onderwerp',
    'membres-category-slug-geography': 'Een dienstverlener vinden',
    'membres-clients': 'Klanten',
    'membres-clients-slug': 'Klant',
    'membres-leaderboards-slug': 'Ranglijsten',
    'membres-trustawards-year': 'Trustawards',
    'membres-search': 'Zoeken',
    'profil-slug': 'Profiel',
    'profil-slug-collection-id': 'Collectie',
    'profil-slug-reference-id': 'Referentie',
    'profil-slug-reviews': 'Klantbeoordelingen',
    'profil-slug-reviews-page-number': 'Klantbeoordelingen',
    'profil-slug-culture': 'Klantcultuur',
    'profil-slug-data': 'Gegevens',
    'profil-slug-ecosystem': 'Ecosysteem',
    'profil-slug-rewards': 'Onderscheidingen',
  },
};
