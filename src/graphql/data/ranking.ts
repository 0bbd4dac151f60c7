import {
  type LeaderboardKey,
  MEMBER_CATEGORIES,
  type PeriodBounds,
  type PointsRow,
  type RankingEntry,
  type RankingPage,
  type RankingSort,
  rank,
  sortEntries,
} from '../../domain/leaderboard';
import { REVIEW_POINTS_SQL } from '../../domain/leaderboard-method';

// The rankings' reads and the cron's snapshots over D1; the ranking rules themselves are pure
// and live in src/domain/leaderboard.ts.

/** What the rankings read through: the request's batching D1 (rows counted) or plain D1. */
export interface RowReader {
  all<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
}

function readerOf(db: D1Database | RowReader): RowReader {
  if (!('prepare' in db)) return db;
  return {
    all: async <T>(sql: string, ...params: unknown[]) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<T>()
      ).results,
  };
}

/** Points per member over a date range, with each member's category, from the reviews themselves. */
function pointsFromReviews(
  db: D1Database | RowReader,
  bounds: PeriodBounds,
): Promise<(PointsRow & { category: string })[]> {
  return readerOf(db).all<PointsRow & { category: string }>(
    `SELECT r.member_id, m.category, SUM(${REVIEW_POINTS_SQL}) AS points, COUNT(*) AS review_count,
            SUM(r.published_rating) AS rating_sum
     FROM reviews r JOIN members m ON m.id = r.member_id AND m.status = 'active'
     WHERE r.published_at >= ?1 AND r.published_at < ?2
     GROUP BY r.member_id`,
    bounds.start,
    bounds.end,
  );
}

/**
 * The full ranking of a period computed from the reviews published in it: the source of truth
 * frozen into snapshots, and the fallback when `ranking_points` has nothing for a closed period.
 * @example await rankFromReviews(db, 'all', { start: '2021-01-04', end: '2021-01-11' })
 */
export async function rankFromReviews(
  db: D1Database | RowReader,
  category: LeaderboardKey['category'],
  bounds: PeriodBounds,
): Promise<RankingEntry[]> {
  const rows = await pointsFromReviews(db, bounds);
  return rank(category === 'all' ? rows : rows.filter((row) => row.category === category));
}

/** How deep a ranking read from points can be browsed (and counted): the top 500 of a period. */
export const LIVE_RANKS_MAX = 500;

/** The frozen ranking of a closed period, or null when the cron has not written it. */
export async function readSnapshot(
  db: D1Database | RowReader,
  key: LeaderboardKey,
): Promise<RankingEntry[] | null> {
  const [row] = await readerOf(db).all<{ entries: string }>(
    'SELECT entries FROM leaderboard_snapshots WHERE period = ?1 AND year = ?2 AND number = ?3 AND category = ?4',
    key.period,
    key.year,
    key.number,
    key.category,
  );
  if (!row) return null;
  try {
    const entries = JSON.parse(row.entries);
    // Written before snapshots were cut to the browsable ranks: read as deep as a live one.
    return Array.isArray(entries) ? (entries as RankingEntry[]).slice(0, LIVE_RANKS_MAX) : null;
  } catch {
    return null;
  }
}

/**
 * One page of a period's ranking by points from `ranking_points`, ordered and cut by SQLite (the order of `rank`),
 * so a period with tens of thousands of ranked members never travels to the Worker whole.
 */
async function pointsPage(
  db: D1Database | RowReader,
  key: LeaderboardKey,
  options: { limit: number; offset: number; count?: boolean },
): Promise<Omit<RankingPage, 'source'>> {
  const byCategory = key.category !== 'all';
  // Active members only, read from the row itself (kept by triggers, migration 0009): the page
  // walks the ranking's index without looking a member up.
  const from = `FROM ranking_points rp
     WHERE rp.period = ?1 AND rp.year = ?2 AND rp.number = ?3 ${byCategory ? 'AND rp.category = ?4' : ''} AND rp.active = 1`;
  const params = [key.period, key.year, key.number, ...(byCategory ? [key.category] : [])];
  const last = params.length;
  const reader = readerOf(db);
  // Started together: one round trip through the request's batching D1. The count is one row,
  // kept by triggers (migration 0010), shown up to LIVE_RANKS_MAX. Without it (a page that shows
  // no total, e.g. Trustawards' top 3 of each category), the total is the ranks read up to this page.
  const [rows, count] = await Promise.all([
    reader.all<PointsRow>(
      `SELECT rp.member_id, rp.points, rp.review_count, rp.rating_sum ${from}
       ORDER BY rp.points DESC, rp.review_count DESC, rp.member_id LIMIT ?${last + 1} OFFSET ?${last + 2}`,
      ...params,
      Math.max(0, Math.min(options.limit, LIVE_RANKS_MAX - options.offset)),
      options.offset,
    ),
    options.count === false
      ? null
      : reader.all<{ n: number }>(
          `SELECT min(total, ?5) AS n FROM ranking_counts
           WHERE period = ?1 AND year = ?2 AND number = ?3 AND category = ?4`,
          key.period,
          key.year,
          key.number,
          key.category,
          LIVE_RANKS_MAX,
        ),
  ]);
  const entries = rank(rows).map((entry) => ({ ...entry, position: entry.position + options.offset }));
  const total = count ? Number(count[0]?.n ?? 0) : rows.length > 0 ? options.offset + rows.length : 0;
  return { entries, total };
}

/**
 * Reads one page of a ranking. Open periods come live from `ranking_points`; closed ones from
 * their snapshot when present, otherwise computed on demand (points table, then reviews).
 */
export async function readRanking(
  db: D1Database | RowReader,
  key: LeaderboardKey,
  options: {
    closed: boolean;
    bounds: PeriodBounds;
    sort?: RankingSort;
    limit: number;
    offset: number;
    /** false: the page's total is not shown, so ranks past the page are not counted. */
    count?: boolean;
  },
): Promise<RankingPage> {
  const sort = options.sort ?? 'points';
  const pageOf = (entries: RankingEntry[], source: RankingPage['source']): RankingPage => ({
    entries: sortEntries(entries, sort).slice(options.offset, options.offset + options.limit),
    total: entries.length,
    source,
  });
  const source = options.closed ? 'computed' : 'live';
  // By points, SQLite cuts the page. Another order is browsed among the best LIVE_RANKS_MAX by
  // points, as a snapshot is: ranking a whole period to re-sort it read 80,000 rows (345 ms of
  // SQL) for a year of the 1M-review set.
  if (sort === 'points') {
    // A closed period's snapshot and its page by points are read in the same round trip (a page
    // of points is a few rows): a period not frozen yet costs no second trip.
    const [snapshot, page] = await Promise.all([
      options.closed ? readSnapshot(db, key) : Promise.resolve(null),
      pointsPage(db, key, options),
    ]);
    if (snapshot) return pageOf(snapshot, 'snapshot');
    if (page.total > 0 || !options.closed) return { ...page, source };
  } else {
    if (options.closed) {
      const snapshot = await readSnapshot(db, key);
      if (snapshot) return pageOf(snapshot, 'snapshot');
    }
    const { entries } = await pointsPage(db, key, { limit: LIVE_RANKS_MAX, offset: 0, count: false });
    if (entries.length > 0 || !options.closed) return pageOf(entries, source);
  }
  return pageOf(await rankFromReviews(db, key.category, options.bounds), 'computed');
}

/**
 * Freezes a closed period: one snapshot per category and one for 'all', computed from reviews,
 * each cut to the ranks a live ranking can be browsed to (LIVE_RANKS_MAX, by points). A whole
 * year of the 1M-review set ranks 35,000 members: about 3 MB of JSON, over D1's limit on a row,
 * and parsed on every render of the period. A closed period is therefore browsed, in any order,
 * among its best 500, and counted up to 500, as a live one is counted.
 * Idempotent: a second run replaces the rows with the same content.
 */
export async function snapshotPeriod(
  db: D1Database,
  period: Omit<LeaderboardKey, 'category'>,
  bounds: PeriodBounds,
  now: Date,
): Promise<number> {
  const categories = ['all', ...MEMBER_CATEGORIES] as const;
  // One read of the period's reviews, ranked once per category.
  const rows = await pointsFromReviews(db, bounds);
  const rankings = categories.map((category) =>
    rank(category === 'all' ? rows : rows.filter((row) => row.category === category)),
  );
  const insert = db.prepare(
    `INSERT OR REPLACE INTO leaderboard_snapshots (period, year, number, category, start_date, computed_at, entries)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
  );
  await db.batch(
    categories.map((category, index) =>
      insert.bind(
        period.period,
        period.year,
        period.number,
        category,
        bounds.start.slice(0, 10),
        now.toISOString(),
        JSON.stringify(rankings[index]?.slice(0, LIVE_RANKS_MAX)),
      ),
    ),
  );
  return categories.length;
}
