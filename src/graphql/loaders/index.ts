import type { BatchingDb } from '../db';
import { manyByKey, oneByKey } from './by-keys';

/** The keys as rows: joined from, so each key costs one row read (an IN list reads them twice). */
const keys = 'json_each(?) k CROSS JOIN';

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
    qualitiesByReview: manyByKey(
      db,
      `SELECT q.*, rq.review_id AS __key FROM ${keys} review_qualities rq ON rq.review_id = k.value
       JOIN qualities q ON q.id = rq.quality_id ORDER BY q.position`,
    ),
    tagsByReview: manyByKey(
      db,
      `SELECT t.*, rt.review_id AS __key FROM ${keys} review_tags rt ON rt.review_id = k.value
       JOIN tags t ON t.id = rt.tag_id ORDER BY t.position`,
    ),
    tagsByMember: manyByKey(
      db,
      `SELECT t.*, mt.member_id AS __key FROM ${keys} member_tags mt ON mt.member_id = k.value
       JOIN tags t ON t.id = mt.tag_id ORDER BY mt.position`,
    ),
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
