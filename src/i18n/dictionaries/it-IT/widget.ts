/** Badge delle recensioni, widget di recensioni incorporabile, «Mostralo sul tuo sito» e feed Atom: it-IT. */
export const widget = {
  badge: {
    title: '{{name}} su {{brand}}',
    rating: 'Valutazione {{rating}} su 5',
    reviews: { one: '{{count}} recensione verificata', other: '{{count}} recensioni verificate' },
    noReviews: 'Ancora nessuna recensione',
    rank: 'N. {{position}} {{period}}',
    rankLong: 'N. {{position}} {{period}} in {{category}}',
    unavailable: 'Profilo non disponibile',
    notFound: 'Profilo non trovato',
  },
  periods: {
    weekly: 'questa settimana',
    monthly: 'questo mese',
    quarterly: 'questo trimestre',
    yearly: "quest'anno",
  },
  reviews: {
    title: 'Ultime recensioni di {{name}}',
    empty: 'Ancora nessuna recensione.',
    seeAll: 'Vedi tutte le recensioni su {{brand}}',
    authenticated: 'Recensione verificata da {{brand}}',
    opensNewTab: '(nuova scheda)',
  },
  embed: {
    title: 'Mostralo sul tuo sito',
    intro:
      'Incolla questi codici nelle pagine del tuo sito: non caricano alcuno script e si aggiornano da soli.',
    badge: 'Badge (immagine)',
    badgeDark: 'Badge su sfondo scuro',
    widget: 'Ultime recensioni (riquadro incorporato)',
    code: 'Codice da copiare',
    preview: 'Anteprima',
    badgeAlt: 'Recensioni dei clienti di {{name}} su {{brand}}',
    widgetTitle: 'Ultime recensioni di {{name}}',
  },
  feeds: {
    articles: 'Articoli di {{brand}}',
    articlesSubtitle: 'Gli ultimi articoli pubblicati su {{brand}}',
    reviews: 'Recensioni dei clienti di {{name}}',
    reviewsSubtitle: 'Le ultime recensioni verificate di {{name}} su {{brand}}',
    reviewTitle: '{{rating}}/5: {{title}}',
    untitled: 'Recensione di {{author}}',
    someone: 'un cliente',
  },
};
