/** Bewertungsabzeichen, einbettbares Bewertungs-Widget, „Auf Ihrer Website zeigen“ und Atom-Feeds: de-DE. */
export const widget = {
  badge: {
    title: '{{name}} auf {{brand}}',
    rating: 'Bewertet mit {{rating}} von 5',
    reviews: { one: '{{count}} verifizierte Bewertung', other: '{{count}} verifizierte Bewertungen' },
    noReviews: 'Noch keine Bewertungen',
    rank: 'Nr. {{position}} {{period}}',
    rankLong: 'Nr. {{position}} {{period}} in {{category}}',
    unavailable: 'Profil nicht verfügbar',
    notFound: 'Profil nicht gefunden',
  },
  periods: {
    weekly: 'diese Woche',
    monthly: 'diesen Monat',
    quarterly: 'dieses Quartal',
    yearly: 'dieses Jahr',
  },
  reviews: {
    title: 'Neueste Bewertungen von {{name}}',
    empty: 'Noch keine Bewertungen.',
    seeAll: 'Alle Bewertungen auf {{brand}} ansehen',
    authenticated: 'Von {{brand}} verifizierte Bewertung',
    opensNewTab: '(neuer Tab)',
  },
  embed: {
    title: 'Auf Ihrer Website zeigen',
    intro:
      'Fügen Sie diese Codes in Ihre Seiten ein: Sie laden kein Skript und bleiben von selbst aktuell.',
    badge: 'Abzeichen (Bild)',
    badgeDark: 'Abzeichen auf dunklem Hintergrund',
    widget: 'Neueste Bewertungen (eingebetteter Rahmen)',
    code: 'Code zum Kopieren',
    preview: 'Vorschau',
    badgeAlt: 'Kundenbewertungen von {{name}} auf {{brand}}',
    widgetTitle: 'Neueste Bewertungen von {{name}}',
  },
  feeds: {
    articles: 'Artikel von {{brand}}',
    articlesSubtitle: 'Die neuesten auf {{brand}} veröffentlichten Artikel',
    reviews: 'Kundenbewertungen von {{name}}',
    reviewsSubtitle: 'Die neuesten verifizierten Bewertungen von {{name}} auf {{brand}}',
    reviewTitle: '{{rating}}/5: {{title}}',
    untitled: 'Bewertung von {{author}}',
    someone: 'einem Kunden',
  },
};
