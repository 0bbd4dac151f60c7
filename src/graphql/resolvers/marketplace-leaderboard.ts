import {
  MEMBER_CATEGORIES,
  type MemberCategory,
  PERIOD_KINDS,
  type PeriodKind,
  RANKING_SORTS,
  type RankingEntry,
  type RankingPage,
} from '../../domain/leaderboard';
import {
  EARLIEST_YEAR,
  isCurrent,
  isFuture,
  MAX_WEEK,
  type Period,
  periodBounds,
} from '../../domain/periods';
import type { PageInfo, QueryLeaderboardArgs, QueryTrustawardsArgs } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { readRanking } from '../data/ranking';
import { InputError } from '../input-error';
import { oneOf, pageInfo, paging } from './shared';

/** A LeaderboardEntry as its fields read it: its member is loaded only when asked for. */
export interface LeaderboardEntryParent {
  position: number;
  points: number;
  reviewCount: number;
  averageRating: number | null;
  memberId: number;
}

/** What Query.leaderboard answers, as its Leaderboard fields read it. */
export interface LeaderboardParent {
  period: PeriodKind;
  year: number;
  number: number;
  category: MemberCategory | 'all';
  live: boolean;
  source: RankingPage['source'];
  entries: LeaderboardEntryParent[];
  info: PageInfo;
}

const entryOf = (entry: RankingEntry): LeaderboardEntryParent => ({
  position: entry.position,
  points: entry.points,
  reviewCount: entry.review_count,
  averageRating: entry.average_rating,
  memberId: entry.member_id,
});

/** The last year a leaderboard may be asked for: next year's are still empty, later ones name nothing. */
const latestYear = () => new Date().getUTCFullYear() + 1;

/**
 * Reads the period arguments against the spec's ranges (weeks 1-52, months 1-12, quarters 1-4,
 * years from 2019 to next year); anything else is the caller's mistake, answered 400 and never
 * cached, not an empty leaderboard of a period that does not exist.
 */
function periodOfArgs(args: Pick<QueryLeaderboardArgs, 'period' | 'year' | 'number'>): Period {
  const kind = oneOf(PERIOD_KINDS, String(args.period));
  if (!kind) throw new InputError(`period must be one of ${PERIOD_KINDS.join(', ')}`);
  const year = Number(args.year);
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > latestYear())
    throw new InputError(`year must be from ${EARLIEST_YEAR} to ${latestYear()}`);
  if (kind === 'yearly') return { kind, year, number: 0 };
  const number = Number(args.number ?? 0);
  const max = { weekly: MAX_WEEK, monthly: 12, quarterly: 4 }[kind];
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new InputError(`number must be from 1 to ${max} for a ${kind} period`);
  return { kind, year, number };
}

/**
 * Query.leaderboard over the ranking domain (src/domain/leaderboard.ts): the open period live,
 * closed periods from their snapshot, else computed on demand; future periods are empty.
 */
export async function leaderboard(
  _root: unknown,
  args: QueryLeaderboardArgs,
  context: GraphqlContext,
): Promise<LeaderboardParent> {
  const { page, pageSize, offset } = paging(args.page, args.pageSize, 100);
  const category: MemberCategory | 'all' = oneOf(MEMBER_CATEGORIES, String(args.category)) ?? 'all';
  const sort = oneOf(RANKING_SORTS, String(args.sort)) ?? 'points';
  const period = periodOfArgs(args);
  const base = { period: period.kind, year: period.year, number: period.number, category };
  if (isFuture(period)) {
    return { ...base, live: false, source: 'computed', entries: [], info: pageInfo(0, page, pageSize) };
  }
  const live = isCurrent(period);
  const ranking = await readRanking(
    context.db,
    { period: period.kind, year: period.year, number: period.number, category },
    { closed: !live, bounds: periodBounds(period), sort, limit: pageSize, offset },
  );
  return {
    ...base,
    live,
    source: ranking.source,
    entries: ranking.entries.map(entryOf),
    info: pageInfo(ranking.total, page, pageSize),
  };
}

/** Query.trustawards: the top `first` of the yearly ranking of each category (spec: top 3). */
export async function trustawards(_root: unknown, args: QueryTrustawardsArgs, context: GraphqlContext) {
  const period = periodOfArgs({ period: 'yearly', year: args.year });
  if (isFuture(period) || isCurrent(period)) return [];
  const first = Math.min(10, Math.max(1, Math.trunc(Number(args.first) || 3)));
  const rankings = await Promise.all(
    MEMBER_CATEGORIES.map((category) =>
      readRanking(
        context.db,
        { period: 'yearly', year: period.year, number: 0, category },
        { closed: true, bounds: periodBounds(period), limit: first, offset: 0, count: false },
      ),
    ),
  );
  return MEMBER_CATEGORIES.map((category, index) => ({
    category,
    entries: (rankings[index]?.entries ?? []).map(entryOf),
  }));
}
