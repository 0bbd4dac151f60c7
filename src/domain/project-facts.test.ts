import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  budgetBand,
  countFacts,
  durationBand,
  FACT_FILTER_NAMES,
  FACT_FILTERS,
  type FactFilters,
  type ReviewFacts,
  readFactFilters,
  reviewFactCode,
} from './project-facts';

const NOW = new Date('2026-06-17T10:00:00Z');
const code = (overrides: Partial<Parameters<typeof reviewFactCode>[0]>) =>
  reviewFactCode({
    budget_band: '10k-50k',
    buyer_sector: 'J',
    buyer_country: 'DE',
    lang: 'DE_DE',
    published_rating: 9,
    has_video: 0,
    has_case_study: 0,
    published_at: '2026-05-01T00:00:00Z',
    ...overrides,
  });

describe('project facts', () => {
  it('bands budgets in euros and durations in months', () => {
    expect(budgetBand(9_999, 'EUR')).toBe('lt10k');
    expect(budgetBand(9_000, 'GBP')).toBe('10k-50k');
    expect(budgetBand(200_000, 'EUR')).toBe('gt200k');
    expect(durationBand(3)).toEqual([0, 1]);
    expect(durationBand(14)).toEqual([3, 6]);
    expect(durationBand(60)).toEqual([12, null]);
  });

  it('reads only known values', () => {
    expect(
      readFactFilters(new URLSearchParams('budget=LT10K&country=de&proof=video&rating=6&since=1Y')),
    ).toEqual({
      budget: 'lt10k',
      country: 'DE',
      proof: 'video',
      since: '1y',
    });
  });

  it('lists a provider only when one review matches every filter, and counts each option so', () => {
    const entries = [
      // Sector J in one review, a video in another: no single review has both.
      { memberId: 1, codes: code({}) + code({ buyer_sector: 'C', has_video: 1 }) },
      { memberId: 2, codes: code({ has_video: 1 }) + code({ has_video: 1, published_rating: 10 }) },
      { memberId: 3, codes: code({ published_at: '2023-01-01T00:00:00Z', buyer_country: 'FR' }) },
    ];
    const { hits, options } = countFacts(entries, { sector: 'J', proof: 'video' }, NOW);
    expect([...hits]).toEqual([[2, 2]]);
    const count = (filter: string, value: string) =>
      options.find((option) => option.filter === filter && option.value === value)?.count;
    expect(count('proof', 'video')).toBe(1); // sector J and a video: provider 2
    expect(count('sector', 'C')).toBe(1); // a video from sector C: provider 1
    expect(count('sector', 'J')).toBe(1);
    expect(count('rating', '5')).toBe(1);
    expect(count('since', '1y')).toBe(1);
    expect(count('country', 'FR')).toBe(0);
    const none = countFacts(entries, {}, NOW);
    expect(none.options.find((o) => o.filter === 'since' && o.value === '1y')?.count).toBe(2);
    expect(none.options.find((o) => o.filter === 'country' && o.value === 'FR')?.count).toBe(1);
  });

  it('counts as if each option were set in turn, for any reviews and filters', () => {
    const review = fc.record({
      budget_band: fc.constantFrom(null, ...FACT_FILTERS.budget),
      buyer_sector: fc.constantFrom(null, 'J', 'C', 'M'),
      buyer_country: fc.constantFrom(null, 'FR', 'DE', 'US'),
      lang: fc.constantFrom(null, 'FR_FR', 'EN_GB'),
      published_rating: fc.integer({ min: 0, max: 10 }),
      has_video: fc.integer({ min: 0, max: 1 }),
      has_case_study: fc.integer({ min: 0, max: 1 }),
      published_at: fc.constantFrom('2023-03-01T00:00:00Z', '2025-06-01T00:00:00Z', '2026-05-01T00:00:00Z'),
    });
    const filter = fc.option(fc.constantFrom(...FACT_FILTER_NAMES), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(fc.array(review, { maxLength: 4 }), { maxLength: 6 }),
        fc.uniqueArray(filter, { maxLength: 3 }),
        fc.integer({ min: 0, max: 1_000 }),
        (providers, names, seed) => {
          const filters: FactFilters = {};
          names.forEach((name, index) => {
            if (!name) return;
            const values = FACT_FILTERS[name] as readonly string[];
            filters[name] = values[(seed + index) % values.length];
          });
          const entries = providers.map((reviews, index) => ({
            memberId: index + 1,
            codes: reviews.map((facts) => reviewFactCode(facts)).join(''),
          }));
          // The definition: a provider counts for an option when one of its reviews matches the
          // filters with that option's filter set to it.
          const matches = (facts: ReviewFacts[], set: FactFilters) =>
            facts.filter((facts) => {
              const one = countFacts([{ memberId: 0, codes: reviewFactCode(facts) }], set, NOW);
              return one.hits.has(0);
            }).length;
          const { options, hits } = countFacts(entries, filters, NOW);
          for (const option of options) {
            const expected = providers.filter(
              (reviews) => matches(reviews, { ...filters, [option.filter]: option.value }) > 0,
            ).length;
            expect(option.count, `${option.filter}=${option.value}`).toBe(expected);
          }
          providers.forEach((reviews, index) => {
            const count = matches(reviews, filters);
            expect(hits.get(index + 1)).toBe(count > 0 ? count : undefined);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
