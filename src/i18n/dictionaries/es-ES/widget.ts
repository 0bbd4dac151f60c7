/** Insignia de opiniones, widget de opiniones integrable, «Muéstralo en tu web» y feeds Atom: es-ES. */
export const widget = {
  badge: {
    title: '{{name}} en {{brand}}',
    rating: 'Valoración de {{rating}} sobre 5',
    reviews: { one: '{{count}} opinión verificada', other: '{{count}} opiniones verificadas' },
    noReviews: 'Aún no hay opiniones',
    rank: 'N.º {{position}} {{period}}',
    rankLong: 'N.º {{position}} {{period}} en {{category}}',
    unavailable: 'Perfil no disponible',
    notFound: 'Perfil no encontrado',
  },
  periods: {
    weekly: 'esta semana',
    monthly: 'este mes',
    quarterly: 'este trimestre',
    yearly: 'este año',
  },
  reviews: {
    title: 'Últimas opiniones sobre {{name}}',
    empty: 'Aún no hay opiniones.',
    seeAll: 'Ver todas las opiniones en {{brand}}',
    authenticated: 'Opinión verificada por {{brand}}',
    opensNewTab: '(nueva pestaña)',
  },
  embed: {
    title: 'Muéstralo en tu web',
    intro:
      'Pega estos códigos en las páginas de tu web: no cargan ningún script y se actualizan solos.',
    badge: 'Insignia (imagen)',
    badgeDark: 'Insignia sobre fondo oscuro',
    widget: 'Últimas opiniones (marco integrado)',
    code: 'Código para copiar',
    preview: 'Vista previa',
    badgeAlt: 'Opiniones de clientes de {{name}} en {{brand}}',
    widgetTitle: 'Últimas opiniones sobre {{name}}',
  },
  feeds: {
    articles: 'Artículos de {{brand}}',
    articlesSubtitle: 'Los últimos artículos publicados en {{brand}}',
    reviews: 'Opiniones de clientes de {{name}}',
    reviewsSubtitle: 'Las últimas opiniones verificadas de {{name}} en {{brand}}',
    reviewTitle: '{{rating}}/5: {{title}}',
    untitled: 'Opinión de {{author}}',
    someone: 'un cliente',
  },
};
