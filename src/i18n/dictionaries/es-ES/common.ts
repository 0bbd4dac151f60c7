import type { CommonDictionary } from '../fr-FR/common';

/** Strings shared by every page. es-ES. */
export const common: CommonDictionary = {
  skipToContent: 'Ir al contenido',
  language: 'Idioma',
  changeLanguage: 'Cambiar de idioma',
  titleSuffix: '{{brand}}',
  defaultDescription:
    '{{brand}}, el sello de confianza de los proveedores y servicios B2B: opiniones de clientes autenticadas, clasificaciones y Trustawards.',
  /** Note beside content in another language; the name comes from Intl.DisplayNames. */
  writtenIn: 'Escrito en {{language}}',
  /** Ordinal suffixes by Intl.PluralRules({ type: 'ordinal' }) form; `other` is required. */
  ordinal: { other: '{{n}}º' } as Record<string, string>,
  comingSoon: 'Esta página llegará pronto.',
  screens: {
    index: 'Inicio',
    articles: 'Artículos',
    'articles-slug': 'Artículo',
    'articles-tags-slug': 'Artículos por tema',
    'membres-category-slug-geography': 'Encontrar un proveedor',
    'membres-clients': 'Clientes',
    'membres-clients-slug': 'Cliente',
    'membres-leaderboards-slug': 'Clasificaciones',
    'membres-trustawards-year': 'Trustawards',
    'membres-search': 'Búsqueda',
    'profil-slug': 'Perfil',
    'profil-slug-collection-id': 'Colección',
    'profil-slug-reference-id': 'Referencia',
    'profil-slug-reviews': 'Opiniones de clientes',
    'profil-slug-reviews-page-number': 'Opiniones de clientes',
    'profil-slug-culture': 'Cultura de cliente',
    'profil-slug-data': 'Datos',
    'profil-slug-ecosystem': 'Ecosistema',
    'profil-slug-rewards': 'Distinciones',
  },
};
