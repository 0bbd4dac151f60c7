/** Singular and plural labels of the content kinds (spec section 2). fr-FR. */
export const kinds = {
  article: { one: 'Article', other: 'Articles' },
  author: { one: 'Auteur', other: 'Auteurs' },
  buyer: { one: 'Client', other: 'Clients' },
  collection: { one: 'Collection', other: 'Collections' },
  contributor: { one: 'Contributeur', other: 'Contributeurs' },
  leaderboard: { one: 'Classement', other: 'Classements' },
  member: { one: 'Prestataire', other: 'Prestataires' },
  memberGroup: { one: 'Groupe de prestataires', other: 'Groupes de prestataires' },
  opportunity: { one: 'Opportunité', other: 'Opportunités' },
  quality: { one: 'Qualité', other: 'Qualités' },
  review: { one: 'Avis', other: 'Avis' },
  reward: { one: 'Distinction', other: 'Distinctions' },
  tag: { one: 'Service', other: 'Services' },
  tagCategory: { one: 'Catégorie de services', other: 'Catégories de services' },
  tagSpecialty: { one: 'Spécialité', other: 'Spécialités' },
};

/** The shape every locale's kinds dictionary follows. */
export type KindsDictionary = typeof kinds;
