import {
  MEMBER_CATEGORIES,
  type MemberCategory,
  PERIOD_KINDS,
  type PeriodKind,
  RANKING_SORTS,
  type RankingEntry,
  type RankingPage,
} from '../../domain/leaderboard';
import { isCurrent, isFuture, type Period, periodBounds } from '../../domain/periods';
import type { PageInfo, QueryLeaderboardArgs, QueryTrustawardsArgs } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { readRanking } from '../data/ranking';
import { InputError } from '../execute';
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

/** Reads the period arguments; null when they do not name a period. */
function periodOfArgs(args: Pick<QueryLeaderboardArgs, 'period' | 'year' | 'number'>): Period | null {
  const kind = oneOf(PERIOD_KINDS, String(args.period));
  if (!kind) return null;
  const year = Math.trunc(Number(args.year));
  const number = kind === 'yearly' ? 0 : Math.trunc(Number(args.number ?? 0));
  const max = { weekly: 52, monthly: 12, quarterly: 4, yearly: 0 }[kind];
  if (!Number.isFinite(year) || year < 2019 || year > 9999) return null;
  if (kind !== 'yearly' && (number < 1 || number > max)) return null;
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
  const kind = oneOf(PERIOD_KINDS, String(args.period));
  if (!kind) throw new InputError(`period must be one of ${PERIOD_KINDS.join(', ')}`);
  const period = periodOfArgs(args);
  const base = {
    period: kind,
    year: Number(args.year) || 0,
    number: Number(args.number) || 0,
    category,
  };
  if (!period || isFuture(period)) {
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
    year: period.year,
    number: period.number,
    live,
    source: ranking.source,
    entries: ranking.entries.map(entryOf),
    info: pageInfo(ranking.total, page, pageSize),
  };
}

/** Query.trustawards: the top `first` of the yearly ranking of each category (spec: top 3). */
export async function trustawards(_root: unknown, args: QueryTrustawardsArgs, context: GraphqlContext) {
  const period = periodOfArgs({ period: 'yearly', year: args.year });
  if (!period || isFuture(period) || isCurrent(period)) return [];
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
