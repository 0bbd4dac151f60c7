import type { GraphqlContext } from '../context';
import { InputError } from '../execute';
import { MAX_SEARCH_HITS } from './marketplace-search';
import { inLanguage, MEMBER_TEXT, REVIEW_TEXT } from './marketplace-search-query';
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

export interface SearchParent {
  q: string;
  page: number;
  pageSize: number;
  offset: number;
}

/** One page of search matches and their count, in the visitor's language. */
async function searchPage(
  parent: SearchParent,
  context: GraphqlContext,
  sql: { columns: readonly string[]; items: string; count: string },
) {
  const words = ftsQuery(parent.q);
  if (!words) return { info: pageInfo(0, parent.page, parent.pageSize), items: [] };
  const match = inLanguage(words, sql.columns, context.lang);
  const [items, count] = await Promise.all([
    context.db.all<Row>(sql.items, match, parent.pageSize, parent.offset),
    context.db.first<{ n: number }>(sql.count, match),
  ]);
  return { info: pageInfo(count?.n ?? 0, parent.page, parent.pageSize), items };
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
    /** Only the query and its paging: each part of the result reads D1 only when it is asked for. */
    search(_root: unknown, args: Args) {
      const q = String(args.q ?? '').slice(0, 200);
      const paged = paging(args.page, args.pageSize);
      // Hits are ranked 100 deep at most: a page past them is refused, not computed nor cached.
      if (paged.offset >= MAX_SEARCH_HITS)
        throw new InputError(`page must be between 1 and ${Math.ceil(MAX_SEARCH_HITS / paged.pageSize)}`);
      return { q, ...paged };
    },
  },
  SearchResult: {
    members: (parent: SearchParent, _args: unknown, context: GraphqlContext) =>
      searchPage(parent, context, {
        columns: MEMBER_TEXT,
        items: `SELECT m.* FROM (SELECT member_id, min(rank) AS rank FROM members_fts WHERE members_fts MATCH ?1 GROUP BY member_id) f
           JOIN members m ON m.id = f.member_id WHERE m.status = 'active' ORDER BY f.rank LIMIT ?2 OFFSET ?3`,
        count: 'SELECT count(DISTINCT member_id) AS n FROM members_fts WHERE members_fts MATCH ?1',
      }),
    reviews: (parent: SearchParent, _args: unknown, context: GraphqlContext) =>
      searchPage(parent, context, {
        columns: REVIEW_TEXT,
        items: `SELECT r.* FROM (SELECT review_id, min(rank) AS rank FROM reviews_fts WHERE reviews_fts MATCH ?1 GROUP BY review_id) f
           JOIN reviews r ON r.id = f.review_id ORDER BY f.rank LIMIT ?2 OFFSET ?3`,
        count: 'SELECT count(DISTINCT review_id) AS n FROM reviews_fts WHERE reviews_fts MATCH ?1',
      }),
  },
};
