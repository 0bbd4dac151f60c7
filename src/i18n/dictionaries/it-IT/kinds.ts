import type { KindsDictionary } from '../fr-FR/kinds';

/** Singular and plural labels of the content kinds (spec section 2). it-IT. */
export const kinds: KindsDictionary = {
  article: { one: 'Articolo', other: 'Articoli' },
  author: { one: 'Autore', other: 'Autori' },
  buyer: { one: 'Cliente', other: 'Clienti' },
  collection: { one: 'Raccolta', other: 'Raccolte' },
  contributor: { one: 'Collaboratore', other: 'Collaboratori' },
  leaderboard: { one: 'Classifica', other: 'Classifiche' },
  member: { one: 'Fornitore', other: 'Fornitori' },
  memberGroup: { one: 'Gruppo di fornitori', other: 'Gruppi di fornitori' },
  opportunity: { one: 'Opportunità', other: 'Opportunità' },
  quality: { one: 'Qualità', other: 'Qualità' },
  review: { one: 'Recensione', other: 'Recensioni' },
  reward: { one: 'Riconoscimento', other: 'Riconoscimenti' },
  tag: { one: 'Servizio', other: 'Servizi' },
  tagCategory: { one: 'Categoria di servizi', other: 'Categorie di servizi' },
  tagSpecialty: { one: 'Specialità', other: 'Specialità' },
};
