import { DIRECTORY_BROWSABLE } from '../../domain/directory';
import { MEMBER_CATEGORIES } from '../../domain/leaderboard';
import { hasFactFilters } from '../../domain/project-facts';
import type { QueryDirectoryListingArgs } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { memberColumns } from '../loaders';
import {
  directoryFilterOptions,
  FILTER_SCOPE,
  factFiltersOf,
  filteredDirectoryPage,
} from './project-filters';
import { limitWithin, pageInfo, paging, type Row } from './shared';

const LISTING_TOTAL = 'SELECT total FROM directory_counts WHERE tag_id = ?1 AND city_id = ?2';
const EVERY_PROVIDER = 'SELECT total FROM directory_counts WHERE tag_id = 0 AND city_id = 0';

/**
 * A page of a listing in its own order: the listing's index, of active members (kept by a trigger,
 * migration 0010), walked up to the page alone, then the page's members. Joining each entry's
 * member to skip the ceased ones read two rows per entry before the page.
 */
const BY_SCORE_SQL = `SELECT ${memberColumns('m')} FROM (
    SELECT d.score, d.member_id FROM directory_entries d INDEXED BY directory_entries_page
    WHERE d.tag_id = ?1 AND d.city_id = ?2 AND d.active = 1 ORDER BY d.score DESC, d.member_id
    LIMIT ${limitWithin(LISTING_TOTAL, '?3', '?4')} OFFSET ?4
  ) d CROSS JOIN members m ON m.id = d.member_id ORDER BY d.score DESC, d.member_id`;

/**
 * Orders by a member's own figures, each walked through an index of members (migration 0008) in
 * exactly this order: sorting a listing by them read it whole, 145,000 rows and 380 ms of SQL for
 * every provider of the 1M-review set.
 */
const MEMBER_ORDERS = {
  rating: {
    index: 'members_by_rating',
    order: 'coalesce(m.average_rating, -1) DESC, m.score_sum DESC, m.id',
  },
  reviews: { index: 'members_by_reviews', order: 'm.review_count DESC, m.score_sum DESC, m.id' },
} as const;

/**
 * A page of a listing in a member order, in the cheaper of two ways, chosen by SQLite from the
 * counts (one statement, one round trip). Walking every provider in the order and keeping the
 * listing's reads about (offset + size) x providers / listed rows: a handful for a broad listing.
 * Reading the listing whole and sorting it reads its size: less for a narrow one (a city's
 * activity), where the walk would pass thousands of others. The way not taken gets LIMIT 0, which
 * SQLite reads before its first row (a condition in WHERE would still be tested on every row).
 */
function memberOrderSql(sort: keyof typeof MEMBER_ORDERS) {
  const { index, order } = MEMBER_ORDERS[sort];
  const listed = `coalesce((${LISTING_TOTAL}), 0)`;
  const walk = `${listed} * ${listed} > (?4 + ?3) * coalesce((${EVERY_PROVIDER}), 0)`;
  const limit = (way: string) => `CASE WHEN ?4 < ${listed} AND ${way} THEN ?3 ELSE 0 END`;
  return `SELECT * FROM (
       SELECT ${memberColumns('m')} FROM members m INDEXED BY ${index}
       WHERE m.status = 'active'
         AND EXISTS (SELECT 1 FROM directory_entries d WHERE d.tag_id = ?1 AND d.city_id = ?2 AND d.member_id = m.id)
       ORDER BY ${order} LIMIT ${limit(walk)} OFFSET ?4)
     UNION ALL
     SELECT * FROM (
       SELECT ${memberColumns('m')} FROM directory_entries d CROSS JOIN members m ON m.id = d.member_id
       WHERE d.tag_id = ?1 AND d.city_id = ?2 AND m.status = 'active'
       ORDER BY ${order} LIMIT ${limit(`NOT (${walk})`)} OFFSET ?4)`;
}

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
  const sort = Object.hasOwn(MEMBER_ORDERS, String(args.sort))
    ? (String(args.sort) as keyof typeof MEMBER_ORDERS)
    : null;
  const { page, pageSize, offset } = paging(args.page, args.pageSize, 48);
  const filters = factFiltersOf(args.filter);
  const now = new Date();
  const options = directoryFilterOptions(context, tagId, cityId, filters, now);
  if (hasFactFilters(filters)) {
    const [filtered, filterOptions, listed] = await Promise.all([
      filteredDirectoryPage(context, {
        tagId,
        cityId,
        filters,
        sort: sort ?? 'score',
        pageSize,
        offset,
        now,
      }),
      options,
      context.db.first<{ total: number }>(LISTING_TOTAL, tagId, cityId),
    ]);
    const info = pageInfo(filtered.total, page, pageSize);
    return {
      category,
      tag,
      city,
      info,
      items: filtered.items,
      matches: filtered.matches,
      filterOptions,
      filterScope: FILTER_SCOPE,
      filterScoped: (listed?.total ?? 0) > FILTER_SCOPE,
    };
  }
  const [items, count, filterOptions] = await Promise.all([
    // A page past the total, or past the browsable depth, reads no entry (the screen's 404).
    offset >= DIRECTORY_BROWSABLE
      ? Promise.resolve([])
      : context.db.all<Row>(
          sort ? memberOrderSql(sort) : BY_SCORE_SQL,
          tagId,
          cityId,
          Math.min(pageSize, DIRECTORY_BROWSABLE - offset),
          offset,
        ),
    context.db.first<{ total: number }>(LISTING_TOTAL, tagId, cityId),
    options,
  ]);
  const info = pageInfo(count?.total ?? 0, page, pageSize, DIRECTORY_BROWSABLE);
  return {
    category,
    tag,
    city,
    info,
    items,
    matches: [],
    filterOptions,
    filterScope: FILTER_SCOPE,
    filterScoped: (count?.total ?? 0) > FILTER_SCOPE,
  };
}
