import type { BatchingDb } from '../db';
import { manyByKey, oneByKey } from './by-keys';

const keys = 'SELECT value FROM json_each(?)';

/**
 * Every batch loader of a request, created per request (their caches must not outlive it).
 * Add a loader here: a name, oneByKey (one row per key) or manyByKey (a list per key), and SQL
 * that selects `__key` and filters on `json_each(?)`.
 */
export function createLoaders(db: BatchingDb) {
  return {
    memberById: oneByKey(db, `SELECT *, id AS __key FROM members WHERE id IN (${keys})`),
    tagById: oneByKey(db, `SELECT *, id AS __key FROM tags WHERE id IN (${keys})`),
    cityById: oneByKey(db, `SELECT *, id AS __key FROM cities WHERE id IN (${keys})`),
    qualityById: oneByKey(db, `SELECT *, id AS __key FROM qualities WHERE id IN (${keys})`),
    contactById: oneByKey(db, `SELECT *, id AS __key FROM contacts WHERE id IN (${keys})`),
    buyerById: oneByKey(db, `SELECT *, id AS __key FROM buyers WHERE id IN (${keys})`),
    authorById: oneByKey(db, `SELECT *, id AS __key FROM authors WHERE id IN (${keys})`),
    testimonyByReview: oneByKey(
      db,
      `SELECT *, review_id AS __key FROM testimonies WHERE review_id IN (${keys})`,
    ),
    qualitiesByReview: manyByKey(
      db,
      `SELECT q.*, rq.review_id AS __key FROM review_qualities rq JOIN qualities q ON q.id = rq.quality_id
       WHERE rq.review_id IN (${keys}) ORDER BY q.position`,
    ),
    tagsByReview: manyByKey(
      db,
      `SELECT t.*, rt.review_id AS __key FROM review_tags rt JOIN tags t ON t.id = rt.tag_id
       WHERE rt.review_id IN (${keys}) ORDER BY t.position`,
    ),
    tagsByMember: manyByKey(
      db,
      `SELECT t.*, mt.member_id AS __key FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
       WHERE mt.member_id IN (${keys}) ORDER BY mt.position`,
    ),
    locationsByMember: manyByKey(
      db,
      `SELECT c.*, ml.address, ml.member_id AS __key FROM member_locations ml JOIN cities c ON c.id = ml.city_id
       WHERE ml.member_id IN (${keys}) ORDER BY ml.position`,
    ),
    qualitiesByMember: manyByKey(
      db,
      `SELECT q.*, mq.endorsements, mq.member_id AS __key FROM member_qualities mq JOIN qualities q ON q.id = mq.quality_id
       WHERE mq.member_id IN (${keys}) ORDER BY mq.endorsements DESC, q.position`,
    ),
    childrenByTag: manyByKey(
      db,
      `SELECT *, parent_id AS __key FROM tags WHERE parent_id IN (${keys}) ORDER BY position, slug`,
    ),
    componentsByParent: manyByKey(
      db,
      `SELECT *, parent_id AS __key FROM components WHERE parent_id IN (${keys}) ORDER BY position`,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
