import { type MemberCategory, RANKING_SORTS, type RankingSort } from '../../domain/leaderboard';
import { isFuture, type Period } from '../../domain/periods';
import { query } from '../../graphql/client';
import { HttpError, notFound } from '../../http/errors';
import type { ScreenContext } from '../../render/screen';
import { assertPageExists, requestedPage } from '../../routing/list-page';
import type { RouteParams } from '../../routing/route-table';

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
 * Loads a leaderboard: the route handler resolved the slug to `params.period` and the category
 * (from the path or `?category=`) to `params.category`; `?sort=` and `?page=` refine it. Future
 * periods answer 404.
 */
export async function loadLeaderboard({ c, params, url }: ScreenContext<Params>): Promise<LeaderboardData> {
  const { period } = params;
  if (!period || isFuture(period, new Date())) throw notFound(url.pathname);
  const category = params.category ?? 'all';
  const sort = pick(url.searchParams.get('sort'), RANKING_SORTS, 'points');
  const page = requestedPage(url);
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
  assertPageExists(page, board.info.pageCount, url.pathname);
  if (!board) throw new HttpError(500, 'Leaderboard missing');
  return { period, category, sort, page, board, method };
}
