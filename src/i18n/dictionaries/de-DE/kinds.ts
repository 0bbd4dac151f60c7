import type { KindsDictionary } from '../fr-FR/kinds';

/** Singular and plural labels of the content kinds (spec section 2). de-DE. */
export const kinds: KindsDictionary = {
  article: { one: 'Artikel', other: 'Artikel' },
  author: { one: 'Autor', other: 'Autoren' },
  buyer: { one: 'Kunde', other: 'Kunden' },
  collection: { one: 'Sammlung', other: 'Sammlungen' },
  contributor: { one: 'Mitwirkender', other: 'Mitwirkende' },
  leaderboard: { one: 'Rangliste', other: 'Ranglisten' },
  member: { one: 'Dienstleister', other: 'Dienstleister' },
  memberGroup: { one: 'Dienstleistergruppe', other: 'Dienstleistergruppen' },
  opportunity: { one: 'Gelegenheit', other: 'Gelegenheiten' },
  quality: { one: 'Qualität', other: 'Qualitäten' },
  review: { one: 'Bewertung', other: 'Bewertungen' },
  reward: { one: 'Auszeichnung', other: 'Auszeichnungen' },
  tag: { one: 'Service', other: 'Services' },
  tagCategory: { one: 'Servicekategorie', other: 'Servicekategorien' },
  tagSpecialty: { one: 'Spezialgebiet', other: 'Spezialgebiete' },
};
