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
 * What a review holds for the filters, as 11 characters, so a listing's entry can carry all of its
 * provider's reviews (`directory_entries.review_facts`, migration 0013, whose SQL writes the same):
 * budget band (0-3), sector (A-U), country (0-5) and language (0-6) or '-', stars (rating / 2,
 * 0-5), video (0/1), case study (0/1), and the day it was published (days since 2000-01-01, 4 hex).
 * @example reviewFactCode({ budget_band: '10k-50k', buyer_sector: 'J', buyer_country: 'DE', lang: 'DE_DE', published_rating: 9, has_video: 0, has_case_study: 1, published_at: '2026-05-24T15:38:29Z' }) // '1J44401' + '25A8'
 */
export function reviewFactCode(review: ReviewFacts): string {
  const index = (list: readonly string[], value: string | null) => {
    const found = value ? list.indexOf(value) : -1;
    return found < 0 ? '-' : String(found);
  };
  const sector = review.buyer_sector && SECTORS.includes(review.buyer_sector) ? review.buyer_sector : '-';
  return [
    index(BUDGET_BANDS, review.budget_band),
    sector,
    index(FILTER_COUNTRIES, review.buyer_country),
    index(FILTER_LANGS, review.lang),
    String(Math.min(5, Math.max(0, Math.floor(review.published_rating / 2)))),
    review.has_video ? '1' : '0',
    review.has_case_study ? '1' : '0',
    factDay(review.published_at).toString(16).toUpperCase().padStart(4, '0'),
  ].join('');
}

/** What a review gives its code. */
export interface ReviewFacts {
  budget_band: string | null;
  buyer_sector: string | null;
  buyer_country: string | null;
  lang: string | null;
  published_rating: number;
  has_video: number | boolean;
  has_case_study: number | boolean;
  published_at: string;
}

export const FACT_CODE_LENGTH = 11;
const DAY_ZERO = Date.UTC(2000, 0, 1);

/** Days from 2000-01-01 to an ISO date's day. */
export const factDay = (iso: string) => Math.floor((Date.parse(iso.slice(0, 10)) - DAY_ZERO) / 86_400_000);

/** The character a code holds, at its position, for one option (rating and since compare). */
const OPTION_CODES: Record<
  Exclude<FactFilterName, 'rating' | 'since'>,
  (value: string) => [number, string]
> = {
  budget: (value) => [0, String(BUDGET_BANDS.indexOf(value as BudgetBand))],
  sector: (value) => [1, value],
  country: (value) => [2, String((FILTER_COUNTRIES as readonly string[]).indexOf(value))],
  lang: (value) => [3, String((FILTER_LANGS as readonly string[]).indexOf(value))],
  proof: (value) => [value === 'video' ? 5 : 6, '1'],
};

/** Whether the review of `code` (at `at`) matches one filter's value. */
function matchesOption(
  code: string,
  at: number,
  name: FactFilterName,
  value: string,
  days: SinceDays,
): boolean {
  if (name === 'rating') return Number(code[at + 4]) >= Number(value);
  if (name === 'since') {
    return dayAt(code, at) >= (value === '2y' ? days['2y'] : days['1y']);
  }
  const [position, char] = OPTION_CODES[name](value);
  return code[at + position] === char;
}

type SinceDays = Record<'1y' | '2y', number>;

/** The first day each `since` value keeps. */
export const sinceDays = (now: Date): SinceDays => ({
  '1y': factDay(sinceDate('1y', now)),
  '2y': factDay(sinceDate('2y', now)),
});

/** One entry of a listing: its provider and the codes of its reviews, one after the other. */
export interface FactEntry {
  memberId: number;
  codes: string | null;
}

/** Every option of every filter, in the order the filters and their values are shown. */
const FACT_OPTIONS = FACT_FILTER_NAMES.flatMap((name) =>
  (FACT_FILTERS[name] as readonly string[]).map((value) => ({ name, value })),
);

const optionIndex = (name: FactFilterName, value: string) =>
  FACT_OPTIONS.findIndex((option) => option.name === name && option.value === value);

/** Marks in `seen` (by index in FACT_OPTIONS) the options of one filter the review at `at` matches. */
type Mark = (codes: string, at: number, seen: Uint8Array, days: SinceDays) => void;

/** A filter read from one character of the code: the option of each character, looked up. */
function byCharacter(name: 'budget' | 'sector' | 'country' | 'lang'): Mark {
  const [position] = OPTION_CODES[name](FACT_FILTERS[name][0]);
  const table = new Map(
    (FACT_FILTERS[name] as readonly string[]).map((value) => [
      OPTION_CODES[name](value)[1],
      optionIndex(name, value),
    ]),
  );
  return (codes, at, seen) => {
    const index = table.get(codes[at + position] as string);
    if (index !== undefined) seen[index] = 1;
  };
}

/** The day a review was published, from its code's last four (hex) characters, read in place. */
function dayAt(codes: string, at: number): number {
  let day = 0;
  for (let index = at + 7; index < at + FACT_CODE_LENGTH; index++) {
    const char = codes.charCodeAt(index) | 0x20; // digits keep their code, letters turn lower case
    day = day * 16 + (char >= 0x61 ? char - 0x57 : char - 0x30);
  }
  return day;
}

const ratingOptions = FILTER_RATINGS.map((value) => ({
  stars: Number(value),
  index: optionIndex('rating', value),
}));
const VIDEO = optionIndex('proof', 'video');
const CASE_STUDY = optionIndex('proof', 'case-study');
const [VIDEO_AT] = OPTION_CODES.proof('video');
const [CASE_STUDY_AT] = OPTION_CODES.proof('case-study');
const SINCE_1Y = optionIndex('since', '1y');
const SINCE_2Y = optionIndex('since', '2y');
const ONE = '1'.charCodeAt(0);
const ZERO = '0'.charCodeAt(0);

/**
 * One marker a filter. Per review this reads each filter's character once, where testing every
 * option (47) one by one was most of a directory page's CPU.
 */
const MARKS: Record<FactFilterName, Mark> = {
  budget: byCharacter('budget'),
  sector: byCharacter('sector'),
  country: byCharacter('country'),
  lang: byCharacter('lang'),
  rating: (codes, at, seen) => {
    const stars = codes.charCodeAt(at + 4) - ZERO;
    for (const option of ratingOptions) if (stars >= option.stars) seen[option.index] = 1;
  },
  proof: (codes, at, seen) => {
    if (codes.charCodeAt(at + VIDEO_AT) === ONE) seen[VIDEO] = 1;
    if (codes.charCodeAt(at + CASE_STUDY_AT) === ONE) seen[CASE_STUDY] = 1;
  },
  since: (codes, at, seen, days) => {
    const day = dayAt(codes, at);
    if (day >= days['1y']) seen[SINCE_1Y] = 1;
    if (day >= days['2y']) seen[SINCE_2Y] = 1;
  },
};

/**
 * Over a listing's entries: for each option of every filter, how many providers choosing it would
 * list (the other filters kept), and for the filters themselves, which providers have a review
 * matching them all, and how many such reviews.
 * @example countFacts([{ memberId: 1, codes: '1J44401' + '25A8' }], { sector: 'J' }, now).hits // Map { 1 => 1 }
 */
export function countFacts(entries: readonly FactEntry[], filters: FactFilters, now: Date) {
  const days = sinceDays(now);
  const active = FACT_FILTER_NAMES.filter((name) => filters[name]);
  const options = FACT_OPTIONS;
  const counts = new Array<number>(options.length).fill(0);
  const hits = new Map<number, number>();
  const seen = new Uint8Array(options.length);
  for (const entry of entries) {
    const codes = entry.codes ?? '';
    seen.fill(0);
    let matching = 0;
    for (let at = 0; at + FACT_CODE_LENGTH <= codes.length; at += FACT_CODE_LENGTH) {
      // The filters this review misses: with two or more, no option of one filter can list it.
      let missed = 0;
      let missedName: FactFilterName | null = null;
      for (const name of active) {
        if (!matchesOption(codes, at, name, filters[name] as string, days)) {
          missed++;
          missedName = name;
          if (missed > 1) break;
        }
      }
      if (missed > 1) continue;
      if (missed === 0) {
        matching++;
        for (const name of FACT_FILTER_NAMES) MARKS[name](codes, at, seen, days);
      } else MARKS[missedName as FactFilterName](codes, at, seen, days);
    }
    if (matching > 0) hits.set(entry.memberId, matching);
    for (let index = 0; index < seen.length; index++)
      if (seen[index]) counts[index] = (counts[index] as number) + 1;
  }
  return {
    options: options.map((option, index) => ({
      filter: option.name,
      value: option.value,
      count: counts[index] as number,
    })),
    hits,
  };
}
