import type { MemberCardData, ReviewCardData } from './types';

/** A complete review card row for tests; override what a test is about. */
export function reviewFixture(overrides: Partial<ReviewCardData> = {}): ReviewCardData {
  return {
    id: 'rev1',
    publishedAt: '2025-03-14T10:00:00Z',
    rating: 9,
    textLang: 'FR_FR',
    title: 'Une équipe très impliquée',
    description: 'Description',
    anonymised: false,
    featured: false,
    teamPick: false,
    hasTestimony: true,
    hasVideo: false,
    hasCaseStudy: false,
    points: 24,
    testimony: { highlight: 'Ils ont livré à temps.', verbatim: null, videoUrl: null },
    contact: { id: 'con1', fullName: 'Alice Martin', jobTitle: 'CTO', avatar: null },
    buyer: { id: 'buy1', slug: 'acme', name: 'Acme', sector: 'J', logo: null },
    masked: null,
    qualities: [
      { id: 'q1', slug: 'rigueur', label: 'Rigueur' },
      { id: 'q2', slug: 'ecoute', label: 'Écoute' },
      { id: 'q3', slug: 'creativite', label: 'Créativité' },
    ],
    owner: { id: 'mem1', slug: 'studio-nord', name: 'Studio Nord', primaryColor: '#23A954', logo: null },
    ...overrides,
  };
}

/** A complete member card row for tests. */
export function memberFixture(overrides: Partial<MemberCardData> = {}): MemberCardData {
  return {
    id: 'mem1',
    slug: 'studio-nord',
    name: 'Studio Nord',
    shortDescription: 'Agence produit à Lille.',
    primaryColor: '#3366FF',
    logo: null,
    cover: null,
    category: 'tech_et_produit',
    averageRating: 9.1,
    reviewCount: 1234,
    scoreSum: 4000,
    hasVideo: false,
    hasTestimony: true,
    hasCaseStudy: false,
    cardTags: {
      total: 3,
      items: [
        { id: 't1', slug: 'seo', kind: 'ACTIVITY' as never, label: 'SEO', icon: null },
        { id: 't2', slug: 'ux', kind: 'ACTIVITY' as never, label: 'UX design', icon: null },
      ],
    },
    locations: [
      { city: { slug: 'lille', name: 'Lille' } },
      { city: { slug: 'paris', name: 'Paris' } },
      { city: { slug: 'lyon', name: 'Lyon' } },
      { city: { slug: 'nantes', name: 'Nantes' } },
    ],
    ...overrides,
  };
}
