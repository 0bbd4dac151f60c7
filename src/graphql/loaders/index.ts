import type { BatchingDb } from '../db';
import { manyByKey, oneByKey } from './by-keys';

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
 * Every batch loader of a request, created per request (their caches must not outlive it).
 * Add a loader here: a name, oneByKey (one row per key) or manyByKey (a list per key), and SQL
 * that selects `__key` and starts from the keys (`FROM ${keys} table ON table.column = k.value`).
 */
export function createLoaders(db: BatchingDb) {
  return {
    memberById: oneByKey(db, `SELECT m.*, m.id AS __key FROM ${keys} members m ON m.id = k.value`),
    tagById: oneByKey(db, `SELECT t.*, t.id AS __key FROM ${keys} tags t ON t.id = k.value`),
    cityById: oneByKey(db, `SELECT c.*, c.id AS __key FROM ${keys} cities c ON c.id = k.value`),
    qualityById: oneByKey(db, `SELECT q.*, q.id AS __key FROM ${keys} qualities q ON q.id = k.value`),
    contactById: oneByKey(db, `SELECT c.*, c.id AS __key FROM ${keys} contacts c ON c.id = k.value`),
    buyerById: oneByKey(db, `SELECT b.*, b.id AS __key FROM ${keys} buyers b ON b.id = k.value`),
    authorById: oneByKey(db, `SELECT a.*, a.id AS __key FROM ${keys} authors a ON a.id = k.value`),
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
    componentsByParent: manyByKey(
      db,
      `SELECT c.*, c.parent_id AS __key FROM ${keys} components c ON c.parent_id = k.value ORDER BY c.position`,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
