import { describe, expect, it } from 'vitest';
import { budgetBand, countFacts, durationBand, readFactFilters, reviewFactCode } from './project-facts';

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
});
