/** Review badge, embeddable reviews widget, "show this on your site" and Atom feeds: fr-FR. */
export const widget = {
  badge: {
    title: '{{name}} sur {{brand}}',
    rating: 'Note de {{rating}} sur 5',
    reviews: { one: '{{count}} avis authentifié', other: '{{count}} avis authentifiés' },
    noReviews: "Pas encore d'avis",
    rank: 'N° {{position}} {{period}}',
    rankLong: 'N° {{position}} {{period}} en {{category}}',
    unavailable: 'Profil indisponible',
    notFound: 'Profil introuvable',
  },
  periods: {
    weekly: 'cette semaine',
    monthly: 'ce mois-ci',
    quarterly: 'ce trimestre',
    yearly: 'cette année',
  },
  reviews: {
    title: 'Derniers avis sur {{name}}',
    empty: "Pas encore d'avis.",
    seeAll: 'Voir tous les avis sur {{brand}}',
    authenticated: 'Avis authentifié par {{brand}}',
    opensNewTab: '(nouvel onglet)',
  },
  embed: {
    title: 'Affichez-le sur votre site',
    intro:
      'Copiez ces codes dans les pages de votre site : ils ne chargent aucun script et se mettent à jour seuls.',
    badge: 'Badge (image)',
    badgeDark: 'Badge sur fond sombre',
    widget: 'Derniers avis (cadre intégré)',
    code: 'Code à copier',
    preview: 'Aperçu',
    badgeAlt: 'Avis clients de {{name}} sur {{brand}}',
    widgetTitle: 'Derniers avis sur {{name}}',
  },
  feeds: {
    articles: 'Articles de {{brand}}',
    articlesSubtitle: 'Les derniers articles publiés sur {{brand}}',
    reviews: 'Avis clients de {{name}}',
    reviewsSubtitle: 'Les derniers avis authentifiés de {{name}} sur {{brand}}',
    reviewTitle: '{{rating}}/5 : {{title}}',
    untitled: 'Avis de {{author}}',
    someone: 'un client',
  },
};
