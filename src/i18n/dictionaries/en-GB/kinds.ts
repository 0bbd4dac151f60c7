import type { KindsDictionary } from '../fr-FR/kinds';

/** Singular and plural labels of the content kinds (spec section 2). en-GB. */
export const kinds: KindsDictionary = {
  article: { one: 'Article', other: 'Articles' },
  author: { one: 'Author', other: 'Authors' },
  buyer: { one: 'Client', other: 'Clients' },
  collection: { one: 'Collection', other: 'Collections' },
  contributor: { one: 'Contributor', other: 'Contributors' },
  leaderboard: { one: 'Leaderboard', other: 'Leaderboards' },
  member: { one: 'Provider', other: 'Providers' },
  memberGroup: { one: 'Provider group', other: 'Provider groups' },
  opportunity: { one: 'Opportunity', other: 'Opportunities' },
  quality: { one: 'Quality', other: 'Qualities' },
  review: { one: 'Review', other: 'Reviews' },
  reward: { one: 'Distinction', other: 'Distinctions' },
  tag: { one: 'Service', other: 'Services' },
  tagCategory: { one: 'Service category', other: 'Service categories' },
  tagSpecialty: { one: 'Specialty', other: 'Specialties' },
};
