/** Data set sizes of the seed (design section 5). */
export const SEED_SIZES = {
  /** For tests: about 20 members and 200 reviews. */
  tiny: { members: 20, reviews: 200, buyers: 60, contacts: 180, articles: 6 },
  /** For `npm start` and end-to-end tests. */
  demo: { members: 300, reviews: 6000, buyers: 700, contacts: 2600, articles: 60 },
  /** For scale benchmarks: 1,000,000 reviews. */
  large: { members: 50_000, reviews: 1_000_000, buyers: 40_000, contacts: 280_000, articles: 200 },
} as const;

export type SeedSize = keyof typeof SEED_SIZES;

export function isSeedSize(value: string): value is SeedSize {
  return Object.hasOwn(SEED_SIZES, value);
}
