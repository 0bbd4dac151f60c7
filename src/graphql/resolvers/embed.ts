import { PERIOD_KINDS } from '../../domain/leaderboard';
import { currentPeriod } from '../../domain/periods';
import type { Resolvers } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { memberColumns } from '../loaders';
import { clampFirst, type Row } from './shared';

type Args = Record<string, unknown>;
const PERIOD_ORDER = new Map<string, number>(PERIOD_KINDS.map((kind, index) => [kind, index]));

/**
 * The member's rows of the four current periods with its live position and the number of
 * members ranked, as its category's leaderboard ranks them (active members, by points, then
 * reviews, then id): one statement, counted on the category index of ranking_points.
 */
async function standings(parent: Row, _args: Args, context: GraphqlContext) {
  const now = new Date();
  const [weekly, monthly, quarterly, yearly] = PERIOD_KINDS.map((kind) => currentPeriod(kind, now));
  const rows = await context.db.all<Row>(
    `SELECT rp.period, rp.year, rp.number, rp.category, rp.points,
       (SELECT count(*) FROM ranking_points o WHERE o.period = rp.period AND o.year = rp.year
          AND o.number = rp.number AND o.category = rp.category AND o.active = 1
          AND (o.points > rp.points OR (o.points = rp.points AND (o.review_count > rp.review_count
            OR (o.review_count = rp.review_count AND o.member_id < rp.member_id))))) + 1 AS position,
       (SELECT count(*) FROM ranking_points o WHERE o.period = rp.period AND o.year = rp.year
          AND o.number = rp.number AND o.category = rp.category AND o.active = 1) AS total
     FROM ranking_points rp
     WHERE rp.member_id = ?1 AND rp.points > 0 AND (
       (rp.period = 'weekly' AND rp.year = ?2 AND rp.number = ?3) OR
       (rp.period = 'monthly' AND rp.year = ?4 AND rp.number = ?5) OR
       (rp.period = 'quarterly' AND rp.year = ?6 AND rp.number = ?7) OR
       (rp.period = 'yearly' AND rp.year = ?8 AND rp.number = 0))`,
    parent.id,
    weekly?.year,
    weekly?.number,
    monthly?.year,
    monthly?.number,
    quarterly?.year,
    quarterly?.number,
    yearly?.year,
  );
  return rows
    .map((row) => ({
      period: String(row.period),
      year: Number(row.year),
      number: Number(row.number),
      category: String(row.category),
      position: Number(row.position),
      points: Number(row.points),
      total: Number(row.total),
    }))
    .sort(
      // Best place first; on a tie the longer period (a year's rank weighs more than a week's).
      (a, b) =>
        a.position - b.position || (PERIOD_ORDER.get(b.period) ?? 0) - (PERIOD_ORDER.get(a.period) ?? 0),
    );
}

/** Average rating of the member's reviews per quality they name, most named first. */
async function qualityRatings(parent: Row, args: Args, context: GraphqlContext) {
  const rows = await context.db.all<Row>(
    `SELECT rq.quality_id, count(*) AS reviews, avg(r.published_rating) AS average
     FROM review_qualities rq JOIN reviews r ON r.id = rq.review_id
     WHERE rq.member_id = ? GROUP BY rq.quality_id ORDER BY reviews DESC, rq.quality_id LIMIT ?`,
    parent.id,
    clampFirst(args.first ?? 6, 20),
  );
  const qualities = await context.loaders.qualityById.loadMany(rows.map((row) => Number(row.quality_id)));
  return rows.flatMap((row, index) => {
    const quality = qualities[index];
    if (!quality || quality instanceof Error) return [];
    return [{ quality, reviews: Number(row.reviews), averageRating: Number(row.average) }];
  });
}

/** What the badge, the embeddable widget, the comparison page and the feeds read. */
export const embedResolvers = {
  Query: {
    async membersBySlugs(_root: unknown, args: { slugs: string[] }, context: GraphqlContext) {
      const slugs = [...new Set(args.slugs ?? [])].slice(0, 10);
      if (slugs.length === 0) return [];
      const rows = await context.db.all<Row>(
        `SELECT ${memberColumns('m')} FROM members m WHERE m.slug IN (SELECT value FROM json_each(?))`,
        JSON.stringify(slugs),
      );
      return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
    },
  },
  Member: { standings, qualityRatings },
} satisfies Resolvers;
