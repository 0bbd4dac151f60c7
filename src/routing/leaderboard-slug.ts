import { MEMBER_CATEGORIES, type MemberCategory, PERIOD_KINDS } from '../domain/leaderboard';
import {
  currentPeriod,
  EARLIEST_YEAR,
  isFuture,
  type Period,
  parsePeriodSlug,
  periodSlug,
} from '../domain/periods';
import { HttpError, notFound } from '../http/errors';

/** What a leaderboard slug resolves to: a page to render, or the one-hop canonical target. */
export type LeaderboardResolution =
  | { kind: 'page'; period: Period; category?: MemberCategory }
  | { kind: 'redirect'; slug: string[]; category?: MemberCategory; permanent: boolean };

/**
 * A member category from a path segment or `?category=` (hyphens or underscores); undefined
 * for anything else.
 * @example parseCategory('tech-et-produit') // 'tech_et_produit'
 */
export function parseCategory(value: string | null | undefined): MemberCategory | undefined {
  const category = value?.replace(/-/g, '_') ?? '';
  return (MEMBER_CATEGORIES as readonly string[]).includes(category)
    ? (category as MemberCategory)
    : undefined;
}
const isKind = (segment: string) => (PERIOD_KINDS as readonly string[]).includes(segment);
const isYear = (segment: string | undefined) =>
  /^\d{4}$/.test(segment ?? '') && Number(segment) >= EARLIEST_YEAR;

function normaliseSingle(segment: string, path: string): LeaderboardResolution {
  const yearOnly = /^\d{1,6}$/.test(segment) ? Number(segment) : Number.NaN;
  if (yearOnly >= EARLIEST_YEAR)
    return { kind: 'redirect', slug: ['yearly', String(yearOnly)], permanent: true };
  const quarter = /^(\d{4})-q([1-4])(?:-(.+))?$/i.exec(segment);
  if (quarter) {
    const [, year, number, rest] = quarter as unknown as [string, string, string, string | undefined];
    return { kind: 'redirect', slug: ['quarterly', year, number, ...(rest ? [rest] : [])], permanent: true };
  }
  const yearRest = /^(\d{4})-(.+)$/.exec(segment);
  if (yearRest)
    return {
      kind: 'redirect',
      slug: ['yearly', yearRest[1] as string, yearRest[2] as string],
      permanent: true,
    };
  // A lone 'periods' is "any other single segment": 404 (only two segments redirect).
  throw notFound(path);
}

/**
 * Reads the segments after /membres/leaderboards (spec section 2 normalisation and section 5
 * validation). Throws 404 'Page Not Found: {path}' on an invalid slug and 404 'Invalid period'
 * when the first of several segments is not a period kind.
 * - no segment: the current weekly period (temporary redirect);
 * - a member category first (`/membres/leaderboards/tech-et-produit/...`): the rest, or the current
 *   weekly period, with the category as a query (the per-category leaderboard paths);
 * - an optional last segment after the period names a category.
 * @example resolveLeaderboardSlug(['2024-q1'], now, path) // redirect to quarterly/2024/1
 */
export function resolveLeaderboardSlug(
  segments: readonly string[],
  now: Date,
  path: string,
): LeaderboardResolution {
  const resolved = resolveSegments(segments, now, path);
  if (resolved.kind === 'page') return resolved;
  // A redirect is only followed where it lands on a page: a target that would itself answer 404
  // (`2024-foo` -> yearly/2024/foo, `2024-q3-x` -> quarterly/2024/3/x) answers 404 here, at once.
  let target: LeaderboardResolution;
  try {
    target = resolveSegments(resolved.slug, now, path);
  } catch {
    throw notFound(path);
  }
  if (target.kind !== 'page') throw notFound(path);
  return resolved;
}

function resolveSegments(segments: readonly string[], now: Date, path: string): LeaderboardResolution {
  if (segments.length === 0) {
    return { kind: 'redirect', slug: periodSlug(currentPeriod('weekly', now)), permanent: false };
  }
  const [first = '', ...rest] = segments;
  const category = parseCategory(first);
  if (category) {
    const inner = resolveSegments(rest, now, path);
    if (inner.kind === 'page') {
      return { kind: 'redirect', slug: periodSlug(inner.period), category, permanent: true };
    }
    return { ...inner, category, permanent: inner.permanent && rest.length > 0 };
  }
  if (segments.length === 1) return normaliseSingle(first, path);
  if (first === 'periods' && segments.length === 2) {
    const year = isYear(rest[0]) ? String(Number(rest[0])) : String(now.getUTCFullYear());
    return { kind: 'redirect', slug: ['yearly', year], permanent: isYear(rest[0]) };
  }
  if (!isKind(first)) throw new HttpError(404, 'Invalid period', { path });
  if (segments.length > 4) throw notFound(path);
  if (segments.length === 2 && (first !== 'yearly' || !isYear(rest[0]))) throw notFound(path);
  const periodLength = first === 'yearly' ? 2 : 3;
  if (segments.length > periodLength + 1) throw notFound(path);
  let period: Period;
  try {
    period = parsePeriodSlug(segments.slice(0, periodLength));
  } catch {
    throw notFound(path);
  }
  if (isFuture(period, now)) throw notFound(path);
  const extra = segments[periodLength];
  if (extra === undefined) return { kind: 'page', period };
  const extraCategory = parseCategory(extra);
  if (!extraCategory) throw notFound(path);
  return { kind: 'page', period, category: extraCategory };
}
