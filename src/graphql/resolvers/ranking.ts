import type { GraphqlContext } from '../context';
import { clampFirst, pageInfo, paging, type Row } from './shared';

type Args = Record<string, unknown>;
const PERIODS = ['weekly', 'monthly', 'quarterly', 'yearly'];
const ORDER: Record<string, string> = {
  points: 'points DESC, member_id',
  rating: 'CAST(rating_sum AS REAL) / max(review_count, 1) DESC, points DESC, member_id',
  reviews: 'review_count DESC, points DESC, member_id',
};

function isoWeek(date: Date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return { year: day.getUTCFullYear(), week: Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

/** Whether (period, year, number) is the period containing `now`. */
export function isCurrentPeriod(period: string, year: number, number: number, now = new Date()) {
  if (period === 'weekly') {
    const current = isoWeek(now);
    return current.year === year && current.week === number;
  }
  if (year !== now.getUTCFullYear()) return false;
  if (period === 'monthly') return number === now.getUTCMonth() + 1;
  if (period === 'quarterly') return number === Math.ceil((now.getUTCMonth() + 1) / 3);
  return period === 'yearly';
}

const entry = (row: Row, position: number) => ({
  position,
  points: Number(row.points ?? 0),
  reviewCount: Number(row.review_count ?? 0),
  averageRating: Number(row.review_count) > 0 ? Number(row.rating_sum) / Number(row.review_count) : null,
  memberId: row.member_id,
});

/** Leaderboards, Trustawards, the directory and search. */
export const rankingResolvers = {
  Query: {
    async leaderboard(_root: unknown, args: Args, context: GraphqlContext) {
      const period = String(args.period);
      const year = Math.trunc(Number(args.year));
      const number = period === 'yearly' ? 0 : Math.trunc(Number(args.number ?? 0));
      const category = String(args.category ?? 'all');
      const sort = ORDER[String(args.sort)] ? String(args.sort) : 'points';
      const { page, pageSize, offset } = paging(args.page, args.pageSize, 100);
      const live = isCurrentPeriod(period, year, number);
      const base = { period, year, number, category, live };
      if (!PERIODS.includes(period)) return { ...base, entries: [], info: pageInfo(0, page, pageSize) };
      const params = [period, year, number, category];
      const where = "period = ?1 AND year = ?2 AND number = ?3 AND (?4 = 'all' OR category = ?4)";
      const [rows, count, snapshot] = await Promise.all([
        context.db.all<Row>(
          `SELECT * FROM ranking_points WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ?5 OFFSET ?6`,
          ...params,
          pageSize,
          offset,
        ),
        context.db.first<{ n: number }>(`SELECT count(*) AS n FROM ranking_points WHERE ${where}`, ...params),
        live
          ? Promise.resolve(null)
          : context.db.first<{ entries: string }>(
              'SELECT entries FROM leaderboard_snapshots WHERE period = ? AND year = ? AND number = ? AND category = ?',
              ...params,
            ),
      ]);
      // A closed period reads its frozen snapshot when the cron has written one.
      let frozen: Row[] | null = null;
      try {
        frozen = snapshot ? (JSON.parse(snapshot.entries) as Row[]) : null;
      } catch {
        frozen = null;
      }
      if (frozen) {
        const sorted = sort === 'points' ? frozen : [...frozen].sort((a, b) => compare(sort, a, b));
        return {
          ...base,
          entries: sorted.slice(offset, offset + pageSize).map((row, index) => ({
            ...entry(
              { ...row, rating_sum: Number(row.average_rating ?? 0) * Number(row.review_count ?? 0) },
              0,
            ),
            position: Number(row.position ?? offset + index + 1),
          })),
          info: pageInfo(frozen.length, page, pageSize),
        };
      }
      return {
        ...base,
        entries: rows.map((row, index) => entry(row, offset + index + 1)),
        info: pageInfo(count?.n ?? 0, page, pageSize),
      };
    },
    async trustawards(_root: unknown, args: Args, context: GraphqlContext) {
      const rows = await context.db.all<Row>(
        `SELECT * FROM (
           SELECT rp.*, ROW_NUMBER() OVER (PARTITION BY category ORDER BY points DESC, member_id) AS position
           FROM ranking_points rp WHERE period = 'yearly' AND year = ? AND number = 0
         ) WHERE position <= ? ORDER BY category, position`,
        Math.trunc(Number(args.year)),
        clampFirst(args.first, 20),
      );
      const byCategory = new Map<string, ReturnType<typeof entry>[]>();
      for (const row of rows) {
        const list = byCategory.get(String(row.category)) ?? [];
        list.push(entry(row, Number(row.position)));
        byCategory.set(String(row.category), list);
      }
      return [...byCategory].map(([category, entries]) => ({ category, entries }));
    },
  },
  LeaderboardEntry: {
    member: (parent: { memberId: number }, _args: unknown, context: GraphqlContext) =>
      context.loaders.memberById.load(parent.memberId),
  },
};

function compare(sort: string, a: Row, b: Row) {
  const key = sort === 'rating' ? 'average_rating' : 'review_count';
  return Number(b[key] ?? 0) - Number(a[key] ?? 0) || Number(a.position ?? 0) - Number(b.position ?? 0);
}
