import type { Resolvers } from '../../generated/resolvers';
import { reviewColumnsWithOwner } from '../loaders';
import {
  idColumn,
  keyOf,
  limitWithin,
  numberColumn,
  pageInfo,
  paging,
  picture,
  type Row,
  text,
} from './shared';

/** Buyers (client companies) and contacts (reviewers). */
export const peopleResolvers = {
  Query: {
    async buyers(_root, args, context) {
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      // Kept by triggers on buyers (migration 0003): one row instead of a scan of every buyer.
      const total = "SELECT value FROM counters WHERE name = 'buyers_with_reviews'";
      const [items, count] = await Promise.all([
        // A page past the total reads no buyer.
        context.db.all<Row>(
          `SELECT * FROM buyers WHERE review_count > 0 ORDER BY review_count DESC, id
           LIMIT ${limitWithin(total, '?1', '?2')} OFFSET ?2`,
          pageSize,
          offset,
        ),
        context.db.first<{ value: number }>(total),
      ]);
      return { info: pageInfo(count?.value ?? 0, page, pageSize), items };
    },
    buyer: (_root, args, context) =>
      args.id
        ? context.db.first<Row>('SELECT * FROM buyers WHERE public_id = ? AND slug = ?', args.id, args.slug)
        : context.db.first<Row>(
            'SELECT * FROM buyers WHERE slug = ? ORDER BY review_count DESC, id LIMIT 1',
            args.slug,
          ),
  },
  Buyer: {
    id: idColumn('public_id'),
    logo: (parent) => picture(parent.logo_key),
    reviewCount: numberColumn('review_count'),
    city(parent, _args, context) {
      const cityId = keyOf(parent, 'city_id');
      return cityId === null ? null : context.loaders.cityById.load(cityId);
    },
    async reviews(parent, args, context) {
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      // Anonymised reviews never appear on their company's page, nor reviews of removed members
      // (their pages answer 410).
      const [items, count] = await Promise.all([
        context.db.all<Row>(
          `SELECT ${reviewColumnsWithOwner('r')} FROM reviews r CROSS JOIN members m ON m.id = r.member_id
           WHERE r.buyer_id = ? AND r.anonymised = 0 AND m.status = 'active'
           ORDER BY r.published_at DESC LIMIT ? OFFSET ?`,
          parent.id,
          pageSize,
          offset,
        ),
        context.db.first<{ n: number }>(
          `SELECT count(*) AS n FROM reviews r CROSS JOIN members m ON m.id = r.member_id
           WHERE r.buyer_id = ? AND r.anonymised = 0 AND m.status = 'active'`,
          parent.id,
        ),
      ]);
      return { info: pageInfo(count?.n ?? 0, page, pageSize), items };
    },
  },
  Contact: {
    id: idColumn('public_id'),
    fullName: (parent) => `${parent.first_name} ${parent.last_name}`.trim(),
    jobTitle: text('job_title'),
    avatar: (parent) => picture(parent.avatar_key),
  },
} satisfies Resolvers;
