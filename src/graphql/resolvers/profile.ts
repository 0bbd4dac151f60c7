import { sendContactMessage } from '../../contact/send';
import { trustPower } from '../../domain/trust-power';
import type { Resolvers } from '../../generated/resolvers';
import { fromLangCode } from '../../i18n/locales';
import type { GraphqlContext } from '../context';
import { reviewColumnsWithOwner } from '../loaders';
import { clampFirst, type Row } from './shared';

type Args = Record<string, unknown>;

const count = async (context: GraphqlContext, sql: string, ...params: unknown[]) =>
  (await context.db.first<{ n: number }>(sql, ...params))?.n ?? 0;

/** The profile's extra figures and lists, and the contact form's mutation. */
export const profileResolvers = {
  Member: {
    stats: (parent: Row) => parent,
    rewardCount: (parent: Row, _args: Args, context: GraphqlContext) =>
      count(context, 'SELECT count(*) AS n FROM rewards WHERE member_id = ?', parent.id),
    badgeCount: (parent: Row, _args: Args, context: GraphqlContext) =>
      count(context, 'SELECT count(*) AS n FROM badges WHERE member_id = ?', parent.id),
    clientCompanies: (parent: Row, args: Args, context: GraphqlContext) =>
      // Anonymised reviews never reveal their company, not even in this list.
      context.db.all<Row>(
        `SELECT b.*, count(*) AS member_reviews FROM reviews r JOIN buyers b ON b.id = r.buyer_id
         WHERE r.member_id = ? AND r.anonymised = 0
         GROUP BY b.id ORDER BY member_reviews DESC, b.name LIMIT ?`,
        parent.id,
        clampFirst(args.first, 100),
      ),
    clientCompanyCount: (parent: Row, _args: Args, context: GraphqlContext) =>
      count(
        context,
        `SELECT count(DISTINCT buyer_id) AS n FROM reviews
         WHERE member_id = ? AND anonymised = 0 AND buyer_id IS NOT NULL`,
        parent.id,
      ),
    publishedReviews: (parent: Row, args: Args, context: GraphqlContext) =>
      context.db.all<Row>(
        // CROSS JOIN: from the buyer to its people to their reviews, never every active member's reviews.
        `SELECT ${reviewColumnsWithOwner('r')} FROM buyers b CROSS JOIN contacts c ON c.buyer_id = b.id CROSS JOIN reviews r ON r.contact_id = c.id
         CROSS JOIN members m ON m.id = r.member_id
         WHERE b.slug = ? AND m.status = 'active' AND r.anonymised = 0 AND r.member_id != ?
         ORDER BY r.published_at DESC LIMIT ?`,
        parent.slug,
        parent.id,
        clampFirst(args.first, 24),
      ),
  },
  MemberStats: {
    async reviewsByYear(parent: Row, _args: Args, context: GraphqlContext) {
      const rows = await context.db.all<{ year: number; n: number }>(
        `SELECT CAST(substr(published_at, 1, 4) AS INTEGER) AS year, count(*) AS n
         FROM reviews WHERE member_id = ? GROUP BY year ORDER BY year`,
        parent.id,
      );
      return rows.map((row) => ({ year: row.year, count: row.n }));
    },
    async ratingDistribution(parent: Row, _args: Args, context: GraphqlContext) {
      // Whole stars out of 5, rounded up (9/10 is 4.5, counted with the five-star reviews).
      const rows = await context.db.all<{ stars: number; n: number }>(
        `SELECT max(1, (published_rating + 1) / 2) AS stars, count(*) AS n
         FROM reviews WHERE member_id = ? GROUP BY stars`,
        parent.id,
      );
      return [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: rows.find((row) => row.stars === stars)?.n ?? 0,
      }));
    },
    trustPower: (parent: Row) => trustPower(Number(parent.score_12m) || 0),
  },
  Mutation: {
    sendContactMessage: (_root, args, context) =>
      sendContactMessage(
        context.env,
        { ...args.input, memberSlug: String(args.input.memberSlug ?? '') },
        { locale: fromLangCode(context.lang), clientIp: context.clientIp, onWrite: context.onWrite },
      ),
  },
} satisfies Resolvers;
