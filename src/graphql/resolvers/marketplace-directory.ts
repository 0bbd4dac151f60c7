import { MEMBER_CATEGORIES } from '../../domain/leaderboard';
import type { QueryDirectoryListingArgs } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { memberColumns } from '../loaders';
import { limitWithin, pageInfo, paging, type Row } from './shared';

const ORDER: Record<string, string> = {
  score: 'd.score DESC, d.member_id',
  rating: 'm.average_rating IS NULL, m.average_rating DESC, d.score DESC, d.member_id',
  reviews: 'm.review_count DESC, d.score DESC, d.member_id',
};

/**
 * Directory page (spec section 2): members of a service tag (or every service) in a city (or
 * everywhere), from the denormalised directory_entries. Null when the tag or city is unknown, so
 * the screen answers 404.
 */
export async function directoryListing(
  _root: unknown,
  args: QueryDirectoryListingArgs,
  context: GraphqlContext,
) {
  const category = String(args.category ?? '').replaceAll('-', '_');
  if (category !== 'services' && !(MEMBER_CATEGORIES as readonly string[]).includes(category)) return null;
  const slug = typeof args.slug === 'string' && args.slug ? args.slug.slice(0, 120) : null;
  const geography = typeof args.geography === 'string' && args.geography ? args.geography.slice(0, 60) : null;
  const [tag, city] = await Promise.all([
    slug
      ? context.db.first<Row>(
          `SELECT * FROM tags WHERE slug = ? AND kind IN ('ACTIVITY','SPECIALTY','CATEGORY')
           ORDER BY CASE kind WHEN 'ACTIVITY' THEN 0 WHEN 'SPECIALTY' THEN 1 ELSE 2 END LIMIT 1`,
          slug,
        )
      : category !== 'services'
        ? context.db.first<Row>(
            "SELECT * FROM tags WHERE kind = 'CATEGORY' AND (slug = ?1 OR replace(slug, '-', '_') = ?1) LIMIT 1",
            category,
          )
        : Promise.resolve(null),
    geography
      ? context.db.first<Row>('SELECT * FROM cities WHERE slug = ?', geography)
      : Promise.resolve(null),
  ]);
  if ((slug && !tag) || (geography && !city)) return null;
  const tagId = tag ? Number(tag.id) : 0;
  const cityId = city ? Number(city.id) : 0;
  const sort = ORDER[String(args.sort)] ? String(args.sort) : 'score';
  const { page, pageSize, offset } = paging(args.page, args.pageSize, 48);
  const total = 'SELECT total FROM directory_counts WHERE tag_id = ?1 AND city_id = ?2';
  const [items, count] = await Promise.all([
    // A page past the total reads no entry (the 404 of the screen costs two one-row lookups).
    context.db.all<Row>(
      `SELECT ${memberColumns('m')} FROM directory_entries d JOIN members m ON m.id = d.member_id
       WHERE d.tag_id = ?1 AND d.city_id = ?2 AND m.status = 'active' ORDER BY ${ORDER[sort]}
       LIMIT ${limitWithin(total, '?3', '?4')} OFFSET ?4`,
      tagId,
      cityId,
      pageSize,
      offset,
    ),
    context.db.first<{ total: number }>(total, tagId, cityId),
  ]);
  return { category, tag, city, info: pageInfo(count?.total ?? 0, page, pageSize), items };
}
