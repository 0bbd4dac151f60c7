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

/** What the address asks for: the period (future ones answer 404), category, sort and page. */
function leaderboardTerms({ params, url }: ScreenContext<Params>) {
  const { period } = params;
  if (!period || isFuture(period, new Date())) throw notFound(url.pathname);
  return {
    period,
    category: (params.category ?? 'all') as MemberCategory | 'all',
    sort: pick(url.searchParams.get('sort'), RANKING_SORTS, 'points'),
    page: requestedPage(url),
  };
}

/** What the leaderboard's status and head need: the address's terms (a later page waits for its count). */
export type LeaderboardLead = Pick<LeaderboardData, 'period' | 'category' | 'page'>;

/** The lead of a leaderboard (`Screen.lead`): no round trip for its first page. */
export async function leadLeaderboard(
  ctx: ScreenContext<Params>,
  data: Promise<LeaderboardData>,
): Promise<LeaderboardLead> {
  const terms = leaderboardTerms(ctx);
  // A later page exists only up to the ranking's count.
  return terms.page > 1 ? await data : terms;
}

/**
 * Loads a leaderboard: the route handler resolved the slug to `params.period` and the category
 * (from the path or `?category=`) to `params.category`; `?sort=` and `?page=` refine it. Future
 * periods answer 404.
 */
export async function loadLeaderboard(ctx: ScreenContext<Params>): Promise<LeaderboardData> {
  const { c, url } = ctx;
  const { period, category, sort, page } = leaderboardTerms(ctx);
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
