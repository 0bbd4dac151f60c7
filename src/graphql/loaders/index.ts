import type { BatchingDb } from '../db';
import { manyByKey, oneByKey } from './by-keys';

const selectList = (alias: string, columns: readonly string[]) =>
  columns.map((column) => `${alias}.${column}`).join(', ');

/**
 * The profile's long texts of a member (about, unique value, customer journey: 3.7 KB a member in
 * the demo data, more than every other column together). Lists and cards never show them, so they
 * read {@link memberColumns}; a field that asks for one on such a row loads it (`memberTextsById`).
 */
export const MEMBER_LONG_TEXTS = ['about', 'unique_value', 'customer_journey'] as const;

/** Every other column of `members`, which a member card or list reads. */
export const MEMBER_CARD_COLUMNS = [
  'id',
  'public_id',
  'slug',
  'name',
  'short_description',
  'website',
  'primary_color',
  'logo_key',
  'cover_key',
  'founded_at',
  'created_at',
  'updated_at',
  'status',
  'category',
  'review_count',
  'rating_sum',
  'average_rating',
  'testimony_count',
  'video_count',
  'case_study_count',
  'score_sum',
  'score_12m',
  'last_review_at',
  'card_tag_ids',
  'country',
] as const;

/**
 * The select list of a member in a list: {@link MEMBER_CARD_COLUMNS} of the table aliased `alias`.
 * @example `SELECT ${memberColumns('m')} FROM members m`
 */
export const memberColumns = (alias: string) => selectList(alias, MEMBER_CARD_COLUMNS);

/**
 * The long texts of a review: its case study and timeline (about half a review's bytes), which
 * only the reference page shows; lists read {@link reviewColumns}.
 */
export const REVIEW_LONG_TEXTS = ['case_study', 'timeline'] as const;

/** Every other column of `reviews`, which a review card reads. */
export const REVIEW_CARD_COLUMNS = [
  'id',
  'public_id',
  'member_id',
  'contact_id',
  'buyer_id',
  'buyer_sector',
  'published_at',
  'published_rating',
  'lang',
  'title',
  'description',
  'summary_issue',
  'summary_solution',
  'summary_result',
  'cover_key',
  'referrer',
  'anonymised',
  'featured',
  'team_pick',
  'cool',
  'has_testimony',
  'has_video',
  'has_case_study',
  'points',
  'budget_amount',
  'budget_currency',
  'budget_band',
  'duration_weeks',
  'client_team_size',
  'provider_team_size',
  'service_tag_id',
  'started_on',
  'buyer_country',
] as const;

/**
 * The select list of a review in a list: {@link REVIEW_CARD_COLUMNS} of the table aliased `alias`.
 * @example `SELECT ${reviewColumns('r')} FROM reviews r`
 */
export const reviewColumns = (alias: string) => selectList(alias, REVIEW_CARD_COLUMNS);

/** The keys as rows: joined from, so each key costs one row read (an IN list reads them twice). */
const keys = 'json_each(?) k CROSS JOIN';

/**
 * SQL of a list per key through a link table (`review_tags`): the rows of `target` the link
 * joins each key to (by its `tag_id` or `quality_id`), in `orderBy` (`l` the link, `x` the target).
 * @example linked('review_tags', 'review_id', 'tags', 'x.position')
 */
function linked(
  link: 'review_qualities' | 'review_tags' | 'member_tags',
  keyColumn: 'review_id' | 'member_id',
  target: 'qualities' | 'tags',
  orderBy: string,
): string {
  const targetColumn = target === 'qualities' ? 'quality_id' : 'tag_id';
  return `SELECT x.*, l.${keyColumn} AS __key FROM ${keys} ${link} l ON l.${keyColumn} = k.value
    JOIN ${target} x ON x.id = l.${targetColumn} ORDER BY ${orderBy}`;
}

/**
 * One row of `table` by its id, the table named `x` (so `columns` say `memberColumns('x')`).
 * @example oneById(db, 'tags') // SELECT x.*, x.id AS __key FROM <keys> tags x ON x.id = k.value
 */
function oneById(db: BatchingDb, table: string, columns = 'x.*') {
  return oneByKey(db, `SELECT ${columns}, x.id AS __key FROM ${keys} ${table} x ON x.id = k.value`);
}

/**
 * Every batch loader of a request, created per request (their caches must not outlive it).
 * Add a loader here: a name, oneByKey (one row per key) or manyByKey (a list per key), and SQL
 * that selects `__key` and starts from the keys (`FROM ${keys} table ON table.column = k.value`).
 */
export function createLoaders(db: BatchingDb) {
  return {
    memberById: oneById(db, 'members', memberColumns('x')),
    memberTextsById: oneById(db, 'members', selectList('x', MEMBER_LONG_TEXTS)),
    reviewById: oneById(db, 'reviews', reviewColumns('x')),
    reviewTextsById: oneById(db, 'reviews', selectList('x', REVIEW_LONG_TEXTS)),
    tagById: oneById(db, 'tags'),
    cityById: oneById(db, 'cities'),
    qualityById: oneById(db, 'qualities'),
    contactById: oneById(db, 'contacts'),
    buyerById: oneById(db, 'buyers'),
    authorById: oneById(db, 'authors'),
    testimonyByReview: oneByKey(
      db,
      `SELECT t.*, t.review_id AS __key FROM ${keys} testimonies t ON t.review_id = k.value`,
    ),
    qualitiesByReview: manyByKey(db, linked('review_qualities', 'review_id', 'qualities', 'x.position')),
    tagsByReview: manyByKey(db, linked('review_tags', 'review_id', 'tags', 'x.position')),
    tagsByMember: manyByKey(db, linked('member_tags', 'member_id', 'tags', 'l.position')),
    locationsByMember: manyByKey(
      db,
      `SELECT ml.city_id, ml.address, ml.member_id AS __key FROM ${keys} member_locations ml
       ON ml.member_id = k.value ORDER BY ml.position`,
    ),
    qualitiesByMember: manyByKey(
      db,
      `SELECT q.*, mq.endorsements, mq.member_id AS __key FROM ${keys} member_qualities mq ON mq.member_id = k.value
       JOIN qualities q ON q.id = mq.quality_id ORDER BY mq.endorsements DESC, q.position`,
    ),
    childrenByTag: manyByKey(
      db,
      `SELECT t.*, t.parent_id AS __key FROM ${keys} tags t ON t.parent_id = k.value ORDER BY t.position, t.slug`,
    ),
    tagsByArticle: manyByKey(
      db,
      `SELECT t.*, l.article_id AS __key FROM ${keys} article_tag_links l ON l.article_id = k.value
       JOIN article_tags t ON t.id = l.article_tag_id ORDER BY t.slug`,
    ),
    componentsByParent: manyByKey(
      db,
      `SELECT c.*, c.parent_id AS __key FROM ${keys} components c ON c.parent_id = k.value ORDER BY c.position`,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
