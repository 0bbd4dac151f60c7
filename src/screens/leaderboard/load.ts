import {
  MEMBER_CATEGORIES,
  type MemberCategory,
  RANKING_SORTS,
  type RankingSort,
} from '../../domain/leaderboard';
import { isFuture, type Period } from '../../domain/periods';
import { query } from '../../graphql/client';
import { HttpError, notFound } from '../../http/errors';
import { resolveLeaderboardSlug } from '../../routing/leaderboard-slug';
import type { RouteParams } from '../../routing/route-table';
import type { ScreenContext } from '../../routing/screen';

type Params = RouteParams<'membres-leaderboards-slug'>;

/** Everything the leaderboard page shows. */
export interface LeaderboardData {
  period: Period;
  category: MemberCategory | 'all';
  sort: RankingSort;
  page: number;
  board: Awaited<ReturnType<typeof query<'Leaderboard'>>>['leaderboard'];
  method: Awaited<ReturnType<typeof query<'RankingMethod'>>>['rankingMethod'];
}

/** Reads a query value among allowed ones; anything else is the default (never an error). */
function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Loads a leaderboard: the slug names the period (normalised paths redirect before this runs),
 * `?category=`, `?sort=` and `?page=` refine it. Future periods answer 404.
 */
export async function loadLeaderboard({ c, params, url }: ScreenContext<Params>): Promise<LeaderboardData> {
  const now = new Date();
  const resolved = resolveLeaderboardSlug(params.slug, now, url.pathname);
  if (resolved.kind !== 'page') throw notFound(url.pathname);
  const { period } = resolved;
  if (isFuture(period, now)) throw notFound(url.pathname);
  const fromQuery = url.searchParams.get('category')?.replace(/-/g, '_') ?? null;
  const category = resolved.category ?? pick(fromQuery, MEMBER_CATEGORIES, 'all' as never);
  const sort = pick(url.searchParams.get('sort'), RANKING_SORTS, 'points');
  const pageParam = url.searchParams.get('page');
  const page = pageParam && /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 1;
  const [{ leaderboard: board }, { rankingMethod: method }] = await Promise.all([
    query(c, 'Leaderboard', {
      period: period.kind,
      year: period.year,
      number: period.number,
      category,
      sort,
      page,
    }),
    query(c, 'RankingMethod', {}),
  ]);
  if (page > 1 && page > board.info.pageCount) throw notFound(url.pathname);
  if (!board) throw new HttpError(500, 'Leaderboard missing');
  return { period, category, sort, page, board, method };
}
