import type { CommonDictionary } from '../fr-FR/common';

/** Strings shared by every page. it-IT. */
export const common: CommonDictionary = {
  skipToContent: 'Vai al contenuto',
  language: 'Lingua',
  changeLanguage: 'Cambia lingua',
  titleSuffix: '{{brand}}',
  defaultDescription:
    '{{brand}}, il marchio di fiducia dei fornitori e servizi B2B: recensioni clienti autenticate, classifiche e Trustawards.',
  /** Note beside content in another language; the name comes from Intl.DisplayNames. */
  writtenIn: 'Scritto in {{language}}',
  /** Ordinal suffixes by Intl.PluralRules({ type: 'ordinal' }) form; `other` is required. */
  ordinal: { other: '{{n}}º' } as Record<string, string>,
  comingSoon: 'Questa pagina arriverà presto.',
  screens: {
    index: 'Home',
    articles: 'Articoli',
    'articles-slug': 'Articolo',
    'articles-tags-slug': 'Articoli per tema',
    'membres-category-slug-geography': 'Trova un fornitore',
    'membres-clients': 'Clienti',
    'membres-clients-slug': 'Cliente',
    'membres-leaderboards-slug': 'Classifiche',
    'membres-trustawards-year': 'Trustawards',
    'membres-search': 'Ricerca',
    'profil-slug': 'Profilo',
    'profil-slug-collection-id': 'Raccolta',
    'profil-slug-reference-id': 'Referenza',
    'profil-slug-reviews': 'Recensioni dei clienti',
    'profil-slug-reviews-page-number': 'Recensioni dei clienti',
    'profil-slug-culture': 'Cultura del cliente',
    'profil-slug-data': 'Dati',
    'profil-slug-ecosystem': 'Ecosistema',
    'profil-slug-rewards': 'Riconoscimenti',
  },
};
