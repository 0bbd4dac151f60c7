/**
 * The facts of a review's project (budget, duration, team sizes, service, start) and the filters
 * a buyer sets on them: pure rules shared by the seed, the resolvers and the pages.
 */

/** Budget bands, in euros: the filter's values, in order. */
export const BUDGET_BANDS = ['lt10k', '10k-50k', '50k-200k', 'gt200k'] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

/** Where each band starts and ends, in euros (the last has no end). */
export const BUDGET_BOUNDS: Record<BudgetBand, [number, number | null]> = {
  lt10k: [0, 10_000],
  '10k-50k': [10_000, 50_000],
  '50k-200k': [50_000, 200_000],
  gt200k: [200_000, null],
};

/**
 * Euros per unit of a budget's currency, to place it in a band. A fixed reference, not a daily
 * rate: a band is a buyer's rough guide, and the same project must stay in the same band.
 */
const EUROS_PER_UNIT: Record<string, number> = { EUR: 1, GBP: 1.17 };

/**
 * The band of a budget.
 * @example budgetBand(12_000, 'EUR') // '10k-50k'
 * @example budgetBand(9_000, 'GBP') // '10k-50k'
 */
export function budgetBand(amount: number, currency: string): BudgetBand {
  const euros = amount * (EUROS_PER_UNIT[currency] ?? 1);
  return BUDGET_BANDS.find((band) => {
    const [, end] = BUDGET_BOUNDS[band];
    return end === null || euros < end;
  }) as BudgetBand;
}

/** Duration bands, in months, for a profile's summary ("3-6 months"). */
export const DURATION_BANDS: [number, number | null][] = [
  [0, 1],
  [1, 3],
  [3, 6],
  [6, 12],
  [12, null],
];

/**
 * The duration band of a project, by its weeks.
 * @example durationBand(14) // [3, 6]
 */
export function durationBand(weeks: number): [number, number | null] {
  const months = weeks / (52 / 12);
  return (DURATION_BANDS.find(([, end]) => end === null || months < end) ?? DURATION_BANDS[0]) as [
    number,
    number | null,
  ];
}

/**
 * A duration as the review tells it: weeks under ten, months from then on.
 * @example durationUnit(6) // { value: 6, unit: 'week' }
 * @example durationUnit(22) // { value: 5, unit: 'month' }
 */
export function durationUnit(weeks: number): { value: number; unit: 'week' | 'month' } {
  return weeks < 10 ? { value: weeks, unit: 'week' } : { value: Math.round(weeks / 4.3), unit: 'month' };
}

/** The most frequent value of a list (the first seen on a tie), or null for none. */
export function mostFrequent<T>(values: readonly T[], keyOf: (value: T) => string = String): T | null {
  const counts = new Map<string, { value: T; count: number }>();
  let best: { value: T; count: number } | null = null;
  for (const value of values) {
    const key = keyOf(value);
    const entry = counts.get(key) ?? { value, count: 0 };
    entry.count++;
    counts.set(key, entry);
    if (!best || entry.count > best.count) best = entry;
  }
  return best?.value ?? null;
}

/** Client sectors (NACE sections). */
export const SECTORS = 'ABCDEFGHIJKLMNOPQRSTU'.split('');
/** Client countries the marketplace lists. */
export const FILTER_COUNTRIES = ['FR', 'GB', 'ES', 'IT', 'DE', 'NL'] as const;
/** Review languages. */
export const FILTER_LANGS = ['FR_FR', 'EN_GB', 'ES_ES', 'IT_IT', 'DE_DE', 'NL_NL'] as const;
export const FILTER_RATINGS = ['5', '4', '3', '2', '1'] as const;
export const FILTER_PROOFS = ['video', 'case-study'] as const;
export const FILTER_SINCE = ['1y', '2y'] as const;

/** The filters on project facts, by GET parameter, with their values in the order shown. */
export const FACT_FILTERS = {
  budget: BUDGET_BANDS,
  sector: SECTORS,
  country: FILTER_COUNTRIES,
  rating: FILTER_RATINGS,
  lang: FILTER_LANGS,
  proof: FILTER_PROOFS,
  since: FILTER_SINCE,
} as const satisfies Record<string, readonly string[]>;
export type FactFilterName = keyof typeof FACT_FILTERS;
export const FACT_FILTER_NAMES = Object.keys(FACT_FILTERS) as FactFilterName[];

/** The filters a request sets, each with one valid value. */
export type FactFilters = Partial<Record<FactFilterName, string>>;

/**
 * The filters of a URL's parameters: a value not in a filter's list is ignored, as is every
 * other parameter. Case is forgiven (`sector=j`, `lang=de-de`).
 * @example readFactFilters(new URLSearchParams('budget=10k-50k&sector=j&rating=9')) // { budget: '10k-50k', sector: 'J' }
 */
export function readFactFilters(params: URLSearchParams): FactFilters {
  const filters: FactFilters = {};
  for (const name of FACT_FILTER_NAMES) {
    const raw = params.get(name)?.trim() ?? '';
    if (!raw || raw.length > 12) continue;
    const values: readonly string[] = FACT_FILTERS[name];
    const value =
      name === 'sector' || name === 'country'
        ? raw.toUpperCase()
        : name === 'lang'
          ? raw.toUpperCase().replace('-', '_')
          : raw.toLowerCase();
    if (values.includes(value)) filters[name] = value;
  }
  return filters;
}

/** Whether any filter is set. */
export const hasFactFilters = (filters: FactFilters) => Object.keys(filters).length > 0;

/**
 * The filters as GET parameters, in their fixed order (one URL per selection).
 * @example factFilterQuery({ sector: 'J', budget: 'lt10k' }) // { budget: 'lt10k', sector: 'J' }
 */
export function factFilterQuery(filters: FactFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of FACT_FILTER_NAMES) {
    const value = filters[name];
    if (value) query[name] = value;
  }
  return query;
}

/** The lowest 10-scale rating shown as `stars` or more (fiveScale rounds to one decimal). */
export const minRating10 = (stars: number) => stars * 2;

/**
 * SQL conditions over `reviews r` for the filters, with their bound parameters (never spliced).
 * `except` leaves one filter out (to count each of its options). `now` dates `since`.
 * @example factFilterSql({ proof: 'video' }, new Date()).where // ['r.has_video = 1']
 */
export function factFilterSql(filters: FactFilters, now: Date, except?: FactFilterName) {
  const where: string[] = [];
  const params: unknown[] = [];
  const f = { ...filters };
  if (except) delete f[except];
  if (f.budget) {
    where.push('r.budget_band = ?');
    params.push(f.budget);
  }
  if (f.sector) {
    where.push('r.buyer_sector = ?');
    params.push(f.sector);
  }
  if (f.country) {
    where.push('r.buyer_country = ?');
    params.push(f.country);
  }
  if (f.lang) {
    where.push('r.lang = ?');
    params.push(f.lang);
  }
  if (f.rating) {
    where.push('r.published_rating >= ?');
    params.push(minRating10(Number(f.rating)));
  }
  if (f.proof === 'video') where.push('r.has_video = 1');
  if (f.proof === 'case-study') where.push('r.has_case_study = 1');
  if (f.since) {
    where.push('r.published_at >= ?');
    params.push(sinceDate(f.since, now));
  }
  return { where, params };
}

/** The first instant a `since` filter keeps. */
export function sinceDate(since: string, now: Date): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - (since === '2y' ? 2 : 1));
  // To the day, so every request of a day reads the same cached answer.
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

/**
 * The SQL condition (over `reviews r`) of one option of a filter, with its parameters.
 * @example optionSql('proof', 'video', new Date()) // { sql: 'r.has_video = 1', params: [] }
 */
export function optionSql(
  name: FactFilterName,
  value: string,
  now: Date,
): { sql: string; params: unknown[] } {
  const { where, params } = factFilterSql({ [name]: value }, now);
  return { sql: where[0] ?? '1', params };
}

/**
 * Bits of what a provider's reviews hold, one per option of every filter but `since` (a date):
 * a listing's entry carries them (`directory_entries.facts`, migration 0013), so a filtered page
 * and its option counts read the listing's index alone. A bit says some review has the value;
 * two bits may come from two reviews, so a page confirms a provider on its reviews.
 */
export const BIT_FILTERS = ['budget', 'sector', 'country', 'lang', 'rating', 'proof'] as const;
type BitFilter = (typeof BIT_FILTERS)[number];

const BIT_OFFSETS = (() => {
  const offsets = {} as Record<BitFilter, number>;
  let next = 0;
  for (const name of BIT_FILTERS) {
    offsets[name] = next;
    next += FACT_FILTERS[name].length;
  }
  return offsets;
})();

/** Rating options are kept as 1..5 stars in bits 0..4 of their range (the list shows 5 first). */
const bitIndex = (name: BitFilter, value: string): number => {
  if (name === 'rating') return BIT_OFFSETS.rating + Number(value) - 1;
  return BIT_OFFSETS[name] + (FACT_FILTERS[name] as readonly string[]).indexOf(value);
};

/**
 * The bit of one option, as a number (all below 2^53).
 * @example factBit('budget', 'lt10k') // 1
 */
export function factBit(name: FactFilterName, value: string): number {
  if (name === 'since') return 0;
  const values: readonly string[] = FACT_FILTERS[name];
  if (!values.includes(value)) return 0;
  return 2 ** bitIndex(name, value);
}

/** The bits every option of `filters` needs (all of them set), leaving out `except`. */
export function factMask(filters: FactFilters, except?: FactFilterName): number {
  let mask = 0;
  for (const name of BIT_FILTERS) {
    const value = filters[name];
    if (name !== except && value) mask += factBit(name, value);
  }
  return mask;
}

/** What a review gives its provider's bits. */
export interface ReviewFacts {
  budget_band: string | null;
  buyer_sector: string | null;
  buyer_country: string | null;
  lang: string | null;
  published_rating: number;
  has_video: number | boolean;
  has_case_study: number | boolean;
}

/**
 * A review's bits, as the migration's trigger computes them in SQL.
 * @example reviewFactBits({ budget_band: 'lt10k', buyer_sector: null, buyer_country: null, lang: null, published_rating: 0, has_video: 0, has_case_study: 0 }) // 1
 */
export function reviewFactBits(review: ReviewFacts): number {
  let bits = 0;
  const add = (name: BitFilter, value: string | null) => {
    if (value) bits += factBit(name, value);
  };
  add('budget', review.budget_band);
  add('sector', review.buyer_sector);
  add('country', review.buyer_country);
  add('lang', review.lang);
  for (let stars = 1; stars <= 5; stars++)
    if (review.published_rating >= minRating10(stars)) add('rating', String(stars));
  if (review.has_video) add('proof', 'video');
  if (review.has_case_study) add('proof', 'case-study');
  return bits;
}

/**
 * Bits of both (bit operators of JavaScript stop at 32 bits; these go to 44).
 * @example orBits(2 ** 40, 3) // 1099511627779
 */
export const orBits = (a: number, b: number): number => Number(BigInt(a) | BigInt(b));

/**
 * Whether `bits` holds every bit of `mask`.
 * @example hasBits(7, 5) // true
 */
export const hasBits = (bits: number, mask: number): boolean =>
  (BigInt(bits) & BigInt(mask)) === BigInt(mask);
