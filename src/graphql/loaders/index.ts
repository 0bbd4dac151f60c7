import type { BatchingDb } from '../db';
import { type Reference, referenceLoader } from '../reference';
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

/** A JSON object of `columns` of the row aliased `alias`, as SQL. */
const jsonObject = (alias: string, columns: readonly string[]) =>
  `json_object(${columns.map((column) => `'${column}', ${alias}.${column}`).join(', ')})`;

/**
 * A member's addresses (city id, address) in order, as a JSON array (SQL; `__locations`) of the
 * members row aliased (or named) `alias`.
 */
export const foldedLocationsOf = (alias: string) =>
  `(SELECT json_group_array(json_object('city_id', fl.city_id, 'address', fl.address) ORDER BY fl.position)
    FROM member_locations fl WHERE fl.member_id = ${alias}.id)`;

/**
 * The select list of a member in a list: {@link MEMBER_CARD_COLUMNS} of the table aliased
 * `alias`, and its addresses folded in (`__locations`, see {@link folded}): a card's city costs
 * no round trip below the list's.
 * @example `SELECT ${memberColumns('m')} FROM members m`
 */
export const memberColumns = (alias: string) =>
  `${selectList(alias, MEMBER_CARD_COLUMNS)}, ${foldedLocationsOf(alias)} AS __locations`;

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

const CONTACT_COLUMNS = ['id', 'public_id', 'first_name', 'last_name', 'job_title', 'avatar_key', 'buyer_id'];
const BUYER_COLUMNS = [
  'id',
  'public_id',
  'slug',
  'name',
  'sector',
  'logo_key',
  'website',
  'city_id',
  'review_count',
  'created_at',
  'country',
];
const TESTIMONY_COLUMNS = [
  'id',
  'review_id',
  'body',
  'full_text',
  'highlight',
  'verbatim',
  'video_url',
  'video_poster_key',
  'written_at',
];
const QUALITY_COLUMNS = ['id', 'public_id', 'slug', 'label', 'icon', 'position'];

/**
 * The select list of a review in a list: {@link REVIEW_CARD_COLUMNS} of the table aliased
 * `alias`, and what its card shows of other tables folded in as JSON (see {@link folded}): the
 * author (`__contact`), the client company (`__buyer`), the testimony and the qualities. A list
 * of cards then costs one round trip, not one more level below it.
 * @example `SELECT ${reviewColumns('r')} FROM reviews r`
 */
export const reviewColumns = (alias: string) =>
  `${selectList(alias, REVIEW_CARD_COLUMNS)}, ${reviewFolded(alias)}`;

/** What {@link reviewColumns} folds into a review's row (`SELECT r.*, ${reviewFolded('r')}`). */
export const reviewFolded = (alias: string) =>
  `(SELECT ${jsonObject('fc', CONTACT_COLUMNS)} FROM contacts fc WHERE fc.id = ${alias}.contact_id) AS __contact,
   (SELECT ${jsonObject('fb', BUYER_COLUMNS)} FROM buyers fb WHERE fb.id = ${alias}.buyer_id) AS __buyer,
   (SELECT ${jsonObject('ft', TESTIMONY_COLUMNS)} FROM testimonies ft WHERE ft.review_id = ${alias}.id LIMIT 1) AS __testimony,
   (SELECT json_group_array(${jsonObject('fq', QUALITY_COLUMNS)} ORDER BY fq.position)
    FROM review_qualities frq JOIN qualities fq ON fq.id = frq.quality_id WHERE frq.review_id = ${alias}.id) AS __qualities`;

/**
 * {@link reviewColumns} and the member who was reviewed (`__owner`, a member card with its
 * addresses), for lists of reviews of many members (a client's page, search hits).
 */
export const reviewColumnsWithOwner = (alias: string) =>
  `${reviewColumns(alias)},
   (SELECT json_object(${MEMBER_CARD_COLUMNS.map((column) => `'${column}', fo.${column}`).join(', ')},
      '__locations', json(${foldedLocationsOf('fo')}))
    FROM members fo WHERE fo.id = ${alias}.member_id) AS __owner`;

/**
 * What a row folded in of another table (`__contact`, `__locations`...): undefined when the row
 * was read without it (ask its loader), else the JSON value, null for none.
 */
function folded<T>(row: Record<string, unknown>, column: string): T | null | undefined {
  if (!(column in row)) return undefined;
  const value = row[column];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

/**
 * What a row folded in of another table (`__contact`, `__locations`...), null for none, or what
 * `load` reads when the row was read without it.
 * @example await foldedOr(review, '__contact', () => context.loaders.contactById.load(id))
 */
export async function foldedOr<T>(
  row: Record<string, unknown>,
  column: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const value = folded<T>(row, column);
  return value !== undefined ? value : load();
}

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
 * Every batch loader of a request (rows of the reference tables come from the request's
 * {@link Reference}, costing no round trip of their own), created per request (their caches must not outlive it).
 * Add a loader here: a name, oneByKey (one row per key) or manyByKey (a list per key), and SQL
 * that selects `__key` and starts from the keys (`FROM ${keys} table ON table.column = k.value`).
 */
export function createLoaders(db: BatchingDb, reference: () => Promise<Reference>) {
  const one = (table: 'tagById' | 'cityById' | 'qualityById' | 'authorById') =>
    referenceLoader(reference, (loaded, key) => loaded[table].get(String(key)) ?? null);
  const many = (table: 'childrenByTag' | 'componentsByParent') =>
    referenceLoader(reference, (loaded, key) => loaded[table].get(String(key)) ?? []);
  return {
    memberById: oneById(db, 'members', memberColumns('x')),
    memberTextsById: oneById(db, 'members', selectList('x', MEMBER_LONG_TEXTS)),
    reviewById: oneById(db, 'reviews', reviewColumnsWithOwner('x')),
    reviewTextsById: oneById(db, 'reviews', selectList('x', REVIEW_LONG_TEXTS)),
    tagById: one('tagById'),
    cityById: one('cityById'),
    qualityById: one('qualityById'),
    contactById: oneById(db, 'contacts'),
    buyerById: oneById(db, 'buyers'),
    authorById: one('authorById'),
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
    childrenByTag: many('childrenByTag'),
    tagsByArticle: manyByKey(
      db,
      `SELECT t.*, l.article_id AS __key FROM ${keys} article_tag_links l ON l.article_id = k.value
       JOIN article_tags t ON t.id = l.article_tag_id ORDER BY t.slug`,
    ),
    componentsByParent: many('componentsByParent'),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
