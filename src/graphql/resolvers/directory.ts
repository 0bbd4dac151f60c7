import type { GraphqlContext } from '../context';
import { pageInfo, paging, type Row } from './shared';

type Args = Record<string, unknown>;
const CATEGORIES = [
  'legal_compta_et_finances',
  'marketing_communication_et_ventes',
  'operations_et_divers',
  'recrutement_et_rh',
  'tech_et_produit',
];

/** FTS5 query of the words of `q`, each a quoted prefix, so no visitor text is FTS syntax. */
export function ftsQuery(q: string): string | null {
  const words =
    q
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length > 0 ? words.map((word) => `"${word}"*`).join(' ') : null;
}

/** Directory listing (denormalised directory_entries) and search (FTS5). */
export const directoryResolvers = {
  Query: {
    async directory(_root: unknown, args: Args, context: GraphqlContext) {
      const category = String(args.category ?? '').replaceAll('-', '_');
      if (category !== 'services' && !CATEGORIES.includes(category)) return null;
      const slug = typeof args.slug === 'string' && args.slug ? args.slug : null;
      const geography = typeof args.geography === 'string' && args.geography ? args.geography : null;
      const [tag, city] = await Promise.all([
        slug || category !== 'services'
          ? context.db.first<Row>(
              `SELECT * FROM tags WHERE ${slug ? "slug = ? AND kind IN ('ACTIVITY','SPECIALTY','CATEGORY')" : "kind = 'CATEGORY' AND (slug = ? OR replace(slug, '-', '_') = ?)"}
               ORDER BY CASE kind WHEN 'ACTIVITY' THEN 0 WHEN 'SPECIALTY' THEN 1 ELSE 2 END LIMIT 1`,
              ...(slug ? [slug] : [category, category]),
            )
          : Promise.resolve(null),
        geography
          ? context.db.first<Row>('SELECT * FROM cities WHERE slug = ?', geography)
          : Promise.resolve(null),
      ]);
      if ((slug && !tag) || (geography && !city)) return null;
      const tagId = tag ? Number(tag.id) : 0;
      const cityId = city ? Number(city.id) : 0;
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      const [items, count] = await Promise.all([
        context.db.all<Row>(
          `SELECT m.* FROM directory_entries d JOIN members m ON m.id = d.member_id
           WHERE d.tag_id = ? AND d.city_id = ? ORDER BY d.score DESC, d.member_id LIMIT ? OFFSET ?`,
          tagId,
          cityId,
          pageSize,
          offset,
        ),
        context.db.first<{ total: number }>(
          'SELECT total FROM directory_counts WHERE tag_id = ? AND city_id = ?',
          tagId,
          cityId,
        ),
      ]);
      return { category, tag, city, info: pageInfo(count?.total ?? 0, page, pageSize), items };
    },
    async search(_root: unknown, args: Args, context: GraphqlContext) {
      const q = String(args.q ?? '').slice(0, 200);
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      const match = ftsQuery(q);
      const empty = { info: pageInfo(0, page, pageSize), items: [] };
      if (!match) return { q, members: empty, reviews: empty };
      const locale = context.lang;
      const localeForms = [locale, locale.replace('_', '-')];
      const [members, memberCount, reviews, reviewCount] = await Promise.all([
        context.db.all<Row>(
          `SELECT m.* FROM (SELECT member_id, min(rank) AS rank FROM members_fts WHERE members_fts MATCH ?1 AND locale IN (?2, ?3) GROUP BY member_id) f
           JOIN members m ON m.id = f.member_id WHERE m.status = 'active' ORDER BY f.rank LIMIT ?4 OFFSET ?5`,
          match,
          ...localeForms,
          pageSize,
          offset,
        ),
        context.db.first<{ n: number }>(
          'SELECT count(DISTINCT member_id) AS n FROM members_fts WHERE members_fts MATCH ?1 AND locale IN (?2, ?3)',
          match,
          ...localeForms,
        ),
        context.db.all<Row>(
          `SELECT r.* FROM (SELECT review_id, min(rank) AS rank FROM reviews_fts WHERE reviews_fts MATCH ?1 AND locale IN (?2, ?3) GROUP BY review_id) f
           JOIN reviews r ON r.id = f.review_id ORDER BY f.rank LIMIT ?4 OFFSET ?5`,
          match,
          ...localeForms,
          pageSize,
          offset,
        ),
        context.db.first<{ n: number }>(
          'SELECT count(DISTINCT review_id) AS n FROM reviews_fts WHERE reviews_fts MATCH ?1 AND locale IN (?2, ?3)',
          match,
          ...localeForms,
        ),
      ]);
      return {
        q,
        members: { info: pageInfo(memberCount?.n ?? 0, page, pageSize), items: members },
        reviews: { info: pageInfo(reviewCount?.n ?? 0, page, pageSize), items: reviews },
      };
    },
  },
};
