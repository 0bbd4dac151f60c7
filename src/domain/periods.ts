/**
 * Leaderboard periods (spec sections 4, 5 and 9): ISO weeks (Monday start, week 1 holds 4 January),
 * months, quarters (ceil(month / 3)) and years, from 2019 on. All dates are read in UTC, the
 * time zone of `published_at`.
 *
 * Week 53: the spec validates weeks 1..52, but ISO years such as 2020 and 2026 have a week 53.
 * Rankings fold week 53 into week 52 of the same ISO year: its reviews count for week 52, whose
 * bounds then run to the start of week 1 of the next ISO year (two calendar weeks).
 */
import { PERIOD_KINDS, type PeriodKind } from './leaderboard';

export { PERIOD_KINDS, type PeriodKind };

/** The first year with a leaderboard. */
export const EARLIEST_YEAR = 2019;
/** Highest week number of a leaderboard: week 53 folds into it. */
export const MAX_WEEK = 52;

const DAY_MS = 86_400_000;

/** One leaderboard period. `number` is the week, month or quarter; 0 for yearly. */
export interface Period {
  kind: PeriodKind;
  year: number;
  number: number;
}

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Monday of ISO week 1 of an ISO week-year, as UTC milliseconds. */
function isoYearStart(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return jan4 - weekday * DAY_MS;
}

/**
 * ISO week-year and week of a date (1..53).
 * @example isoWeek(new Date('2021-01-01')) // { year: 2020, week: 53 }
 */
export function isoWeek(date: Date): { year: number; week: number } {
  const day = utcDay(date);
  // The Thursday of the date's week decides its ISO year.
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = day + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - isoYearStart(year)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

/** Number of ISO weeks of an ISO week-year: 52 or 53. */
export function isoWeeksInYear(year: number): number {
  return Math.round((isoYearStart(year + 1) - isoYearStart(year)) / (7 * DAY_MS));
}

/** Quarter of a month 1..12: ceil(month / 3). */
export function quarterOfMonth(month: number): number {
  return Math.ceil(month / 3);
}

/**
 * The period of a kind that contains a date; ISO week 53 is reported as week 52.
 * @example periodOf('quarterly', new Date('2024-05-10')) // { kind: 'quarterly', year: 2024, number: 2 }
 */
export function periodOf(kind: PeriodKind, date: Date): Period {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  switch (kind) {
    case 'weekly': {
      const iso = isoWeek(date);
      return { kind, year: iso.year, number: Math.min(iso.week, MAX_WEEK) };
    }
    case 'monthly':
      return { kind, year, number: month };
    case 'quarterly':
      return { kind, year, number: quarterOfMonth(month) };
    case 'yearly':
      return { kind, year, number: 0 };
  }
}

/** The current period of a kind. */
export function currentPeriod(kind: PeriodKind, now: Date = new Date()): Period {
  return periodOf(kind, now);
}

/** The first instant (UTC midnight) of a period. */
export function periodStart(period: Period): Date {
  switch (period.kind) {
    case 'weekly':
      return new Date(isoYearStart(period.year) + (period.number - 1) * 7 * DAY_MS);
    case 'monthly':
      return new Date(Date.UTC(period.year, period.number - 1, 1));
    case 'quarterly':
      return new Date(Date.UTC(period.year, (period.number - 1) * 3, 1));
    case 'yearly':
      return new Date(Date.UTC(period.year, 0, 1));
  }
}

/** The first instant after a period; week 52 ends where the next ISO year begins (week 53 folded in). */
export function periodEnd(period: Period): Date {
  switch (period.kind) {
    case 'weekly':
      return period.number >= MAX_WEEK
        ? new Date(isoYearStart(period.year + 1))
        : new Date(isoYearStart(period.year) + period.number * 7 * DAY_MS);
    case 'monthly':
      return new Date(Date.UTC(period.year, period.number, 1));
    case 'quarterly':
      return new Date(Date.UTC(period.year, period.number * 3, 1));
    case 'yearly':
      return new Date(Date.UTC(period.year + 1, 0, 1));
  }
}

/** Half-open ISO bounds of a period, for `published_at >= start AND published_at < end`. */
export function periodBounds(period: Period): { start: string; end: string } {
  return { start: periodStart(period).toISOString(), end: periodEnd(period).toISOString() };
}

/** Start date of a period as `YYYY-MM-DD`. */
export function periodStartDate(period: Period): string {
  return periodStart(period).toISOString().slice(0, 10);
}

function isPeriodKind(value: string): value is PeriodKind {
  return (PERIOD_KINDS as readonly string[]).includes(value);
}

const NUMBER_MAX: Record<PeriodKind, number> = { weekly: MAX_WEEK, monthly: 12, quarterly: 4, yearly: 0 };

/**
 * Reads a leaderboard slug (period kind, year, then week, month or quarter number).
 * Throws 'Invalid period' when the first element is not a period kind, and 'Invalid period number'
 * when the rest does not name a period.
 * @example parsePeriodSlug(['monthly', '2024', '3']) // { kind: 'monthly', year: 2024, number: 3 }
 */
export function parsePeriodSlug(slug: readonly string[]): Period {
  const [kind, yearPart, numberPart] = slug;
  if (kind === undefined || !isPeriodKind(kind)) throw new Error('Invalid period');
  const year = yearPart === undefined ? Number.NaN : Number(yearPart);
  if (!/^\d{4}$/.test(yearPart ?? '') || year < EARLIEST_YEAR) throw new Error('Invalid period number');
  if (kind === 'yearly') return { kind, year, number: 0 };
  if (!/^\d{1,2}$/.test(numberPart ?? '')) throw new Error('Invalid period number');
  const number = Number(numberPart);
  if (number < 1 || number > NUMBER_MAX[kind]) throw new Error('Invalid period number');
  return { kind, year, number };
}

/** The slug of a period: ['yearly', '2024'] or ['weekly', '2024', '7']. */
export function periodSlug(period: Period): string[] {
  return period.kind === 'yearly'
    ? [period.kind, String(period.year)]
    : [period.kind, String(period.year), String(period.number)];
}

function compare(a: Period, b: Period): number {
  return a.year - b.year || a.number - b.number;
}

/** Whether a leaderboard slug (or period) names the period containing `now`. */
export function isCurrent(slug: readonly string[] | Period, now: Date = new Date()): boolean {
  const period = Array.isArray(slug) ? parsePeriodSlug(slug) : (slug as Period);
  return compare(period, currentPeriod(period.kind, now)) === 0;
}

/** Whether a leaderboard slug (or period) names a period that has not started at `now`. */
export function isFuture(slug: readonly string[] | Period, now: Date = new Date()): boolean {
  const period = Array.isArray(slug) ? parsePeriodSlug(slug) : (slug as Period);
  return compare(period, currentPeriod(period.kind, now)) > 0;
}

/** Every period of a kind from EARLIEST_YEAR up to the one containing `now`, oldest first. */
export function periodsUntil(kind: PeriodKind, now: Date): Period[] {
  const last = currentPeriod(kind, now);
  const out: Period[] = [];
  for (let year = EARLIEST_YEAR; year <= last.year; year++) {
    const max = NUMBER_MAX[kind];
    if (max === 0) out.push({ kind, year, number: 0 });
    for (let number = 1; number <= max; number++) {
      if (year === last.year && number > last.number) break;
      out.push({ kind, year, number });
    }
  }
  return out;
}
