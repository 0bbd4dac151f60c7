import { DIRECTORY_BROWSABLE } from '../../domain/directory';
import { MEMBER_CATEGORIES } from '../../domain/leaderboard';
import { hasFactFilters } from '../../domain/project-facts';
import type { QueryDirectoryHeadArgs, QueryDirectoryListingArgs } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { memberColumns } from '../loaders';
import {
  FILTER_SCOPE,
  factFiltersOf,
  inMemberOrder,
  inOrderOf,
  membersByScore,
  membersOfPage,
  scopeEntries,
  scopeFacts,
} from './project-filters';
import { pageInfo, paging, type Row } from './shared';

const LISTING_TOTAL = 'SELECT total FROM directory_counts WHERE tag_id = ?1 AND city_id = ?2';
const EVERY_PROVIDER = 'SELECT total FROM directory_counts WHERE tag_id = 0 AND city_id = 0';

/**
 * Orders by a member's own figures, each walked through an index of members (migration 0008) in
 * exactly this order: sorting a listing by them read it whole, 145,000 rows and 380 ms of SQL for
 * every provider of the 1M-review set. A filtered page sorts its matches in the same order from the
 * figures their entries copy (inMemberOrder of project-filters.ts).
 */
export const MEMBER_ORDERS = {
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

const TAG_KINDS = ['ACTIVITY', 'SPECIALTY', 'CATEGORY'];

/** The tag a directory slug names: an activity before a specialty before a category. */
function tagBySlug(tags: Row[], slug: string): Row | null {
  const named = tags.filter((tag) => tag.slug === slug && TAG_KINDS.includes(String(tag.kind)));
  named.sort((a, b) => TAG_KINDS.indexOf(String(a.kind)) - TAG_KINDS.indexOf(String(b.kind)));
  return named[0] ?? null;
}

/** The category tag of a directory category (`tech-et-produit` or `tech_et_produit`). */
const categoryTag = (tags: Row[], category: string) =>
  tags.find(
    (tag) =>
      tag.kind === 'CATEGORY' &&
      (tag.slug === category || String(tag.slug).replaceAll('-', '_') === category),
  ) ?? null;

/**
 * The category, tag and city a directory address names, from the reference tables (no round
 * trip while the isolate holds them); null when one is unknown.
 */
async function directoryTerms(
  args: { category?: unknown; slug?: unknown; geography?: unknown },
  context: GraphqlContext,
) {
  const category = String(args.category ?? '').replaceAll('-', '_');
  if (category !== 'services' && !(MEMBER_CATEGORIES as readonly string[]).includes(category)) return null;
  const slug = typeof args.slug === 'string' && args.slug ? args.slug.slice(0, 120) : null;
  const geography = typeof args.geography === 'string' && args.geography ? args.geography.slice(0, 60) : null;
  const reference = await context.reference();
  const tag = slug
    ? tagBySlug(reference.tags, slug)
    : category !== 'services'
      ? categoryTag(reference.tags, category)
      : null;
  const city = geography ? (reference.cities.find((row) => row.slug === geography) ?? null) : null;
  if ((slug && !tag) || (geography && !city)) return null;
  return { category, tag, city, tagId: tag ? Number(tag.id) : 0, cityId: city ? Number(city.id) : 0 };
}

/**
 * Query.directoryHead: what a directory page's status and head need, in one statement (the
 * listing's count); the providers are the listing's.
 */
export async function directoryHead(_root: unknown, args: QueryDirectoryHeadArgs, context: GraphqlContext) {
  const terms = await directoryTerms(args, context);
  if (!terms) return null;
  const { page, pageSize } = paging(args.page, args.pageSize, 48);
  const count = await context.db.first<{ total: number }>(LISTING_TOTAL, terms.tagId, terms.cityId);
  return {
    category: terms.category,
    tag: terms.tag,
    city: terms.city,
    info: pageInfo(count?.total ?? 0, page, pageSize, DIRECTORY_BROWSABLE),
  };
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
  const terms = await directoryTerms(args, context);
  if (!terms) return null;
  const { category, tag, city, tagId, cityId } = terms;
  const sort = Object.hasOwn(MEMBER_ORDERS, String(args.sort))
    ? (String(args.sort) as keyof typeof MEMBER_ORDERS)
    : null;
  const { page, pageSize, offset } = paging(args.page, args.pageSize, 48);
  const filters = factFiltersOf(args.filter);
  const now = new Date();
  const filtered = hasFactFilters(filters);
  // By score, the page is cut from the listing's entries, read with the scope in one walk.
  const fromEntries = filtered || !sort;
  const walk = fromEntries
    ? Math.max(FILTER_SCOPE, Math.min(DIRECTORY_BROWSABLE, offset + pageSize))
    : FILTER_SCOPE;
  // Unfiltered by score, the page's members are read beside the entries that order them.
  const pageCut = Math.min(pageSize, Math.max(0, DIRECTORY_BROWSABLE - offset));
  // Only as deep as the filters' own walk: past it, reading the page's walk twice would cost
  // more rows than the round trip it spares.
  const byScore = fromEntries && !filtered && offset + pageCut <= FILTER_SCOPE;
  const [entries, count, sorted, scored] = await Promise.all([
    // A page past the browsable depth, or past what filters look at, reads no entry (a 404).
    offset >= (filtered ? FILTER_SCOPE : DIRECTORY_BROWSABLE)
      ? Promise.resolve([])
      : scopeEntries(context, tagId, cityId, { limit: walk, offset: filtered ? 0 : offset }),
    context.db.first<{ total: number }>(LISTING_TOTAL, tagId, cityId),
    fromEntries || offset >= DIRECTORY_BROWSABLE
      ? Promise.resolve([])
      : context.db.all<Row>(
          memberOrderSql(sort as keyof typeof MEMBER_ORDERS),
          tagId,
          cityId,
          Math.min(pageSize, DIRECTORY_BROWSABLE - offset),
          offset,
        ),
    byScore ? membersByScore(context, tagId, cityId, pageCut, offset) : Promise.resolve([]),
  ]);
  const facts = scopeFacts(entries, filters, now);
  const listed = count?.total ?? 0;
  const common = {
    category,
    tag,
    city,
    filterOptions: facts.options,
    filterScope: FILTER_SCOPE,
    filterScoped: listed > FILTER_SCOPE,
  };
  if (filtered) {
    const ids = sort ? inMemberOrder(entries, facts.matching, sort) : facts.matching;
    const items = await membersOfPage(context, ids, pageSize, offset);
    return {
      ...common,
      info: pageInfo(facts.matching.length, page, pageSize),
      items,
      matches: items.map((row) => ({
        memberId: String(row.public_id),
        reviews: facts.hits.get(Number(row.id)) ?? 0,
      })),
    };
  }
  const ids = entries.map((entry) => Number(entry.member_id));
  const items = byScore
    ? inOrderOf(scored, ids, pageCut, offset)
    : fromEntries
      ? await membersOfPage(context, ids, pageCut, offset)
      : sorted;
  return { ...common, info: pageInfo(listed, page, pageSize, DIRECTORY_BROWSABLE), items, matches: [] };
}
