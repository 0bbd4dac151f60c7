import type { KindsDictionary } from '../fr-FR/kinds';

/** Singular and plural labels of the content kinds (spec section 2). nl-NL. */
export const kinds: KindsDictionary = {
  article: { one: 'Artikel', other: 'Artikelen' },
  author: { one: 'Auteur', other: 'Auteurs' },
  buyer: { one: 'Klant', other: 'Klanten' },
  collection: { one: 'Collectie', other: 'Collecties' },
  contributor: { one: 'Bijdrager', other: 'Bijdragers' },
  leaderboard: { one: 'Ranglijst', other: 'Ranglijsten' },
  member: { one: 'Dienstverlener', other: 'Dienstverleners' },
  memberGroup: { one: 'Groep dienstverleners', other: 'Groepen dienstverleners' },
  opportunity: { one: 'Kans', other: 'Kansen' },
  quality: { one: 'Kwaliteit', other: 'Kwaliteiten' },
  review: { one: 'Beoordeling', other: 'Beoordelingen' },
  reward: { one: 'Onderscheiding', other: 'Onderscheidingen' },
  tag: { one: 'Dienst', other: 'Diensten' },
  tagCategory: { one: 'Dienstcategorie', other: 'Dienstcategorieën' },
  tagSpecialty: { one: 'Specialiteit', other: 'Specialiteiten' },
};
