/** Strings shared by every page: document, navigation aids, screen titles. fr-FR. */
export const common = {
  skipToContent: 'Aller au contenu',
  language: 'Langue',
  changeLanguage: 'Changer de langue',
  titleSuffix: '{{brand}}',
  defaultDescription:
    '{{brand}}, le label de confiance des prestataires et services B2B : avis clients authentifiés, classements et Trustawards.',
  /** Note beside content in another language; the name comes from Intl.DisplayNames. */
  writtenIn: 'Rédigé en {{language}}',
  /** Ordinal suffixes by Intl.PluralRules({ type: 'ordinal' }) form; `other` is required. */
  ordinal: { one: '{{n}}er', other: '{{n}}e' } as Record<string, string>,
  comingSoon: 'Cette page arrive bientôt.',
  screens: {
    index: 'Accueil',
    articles: 'Articles',
    'articles-slug': 'Article',
    'articles-tags-slug': 'Articles par thème',
    'membres-category-slug-geography': 'Trouver un prestataire',
    'membres-clients': 'Clients',
    'membres-clients-slug': 'Client',
    'membres-leaderboards-slug': 'Classements',
    'membres-trustawards-year': 'Trustawards',
    'membres-search': 'Recherche',
    'profil-slug': 'Profil',
    'profil-slug-collection-id': 'Collection',
    'profil-slug-reference-id': 'Référence',
    'profil-slug-reviews': 'Avis clients',
    'profil-slug-reviews-page-number': 'Avis clients',
    'profil-slug-culture': 'Culture client',
    'profil-slug-data': 'Données',
    'profil-slug-ecosystem': 'Écosystème',
    'profil-slug-rewards': 'Distinctions',
  },
};

/** The shape every locale's common dictionary follows. */
export type CommonDictionary = typeof common;
