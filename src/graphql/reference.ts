import type { BatchingDb } from './db';

type Row = Record<string, unknown>;
type Key = number | string;

/**
 * The site's reference tables, whole: service tags, cities, qualities, authors, the CMS pages and
 * components (navigation, footer, call to action) and the configuration rows. A few hundred rows
 * that every page reads and that change only when an editor changes them.
 */
export interface Reference {
  tags: Row[];
  cities: Row[];
  qualities: Row[];
  authors: Row[];
  pages: Row[];
  components: Row[];
  config: Map<string, string>;
  tagById: Map<string, Row>;
  cityById: Map<string, Row>;
  qualityById: Map<string, Row>;
  authorById: Map<string, Row>;
  /** Child tags of a tag, in position then slug order (never sort a list in place: it is shared). */
  childrenByTag: Map<string, Row[]>;
  /** Child components of a component, in position order. */
  componentsByParent: Map<string, Row[]>;
}

/**
 * How long an isolate keeps the reference tables it read: the data cache's shortest TTL, so an
 * editor's change shows within the time a cached page does.
 */
export const REFERENCE_TTL_MS = 60_000;
/** How long after that a copy is still used while the next one is read beside the request's own reads. */
export const REFERENCE_STALE_MS = 600_000;

let kept: { at: number; reference: Reference } | undefined;

const byId = (rows: Row[]) => new Map(rows.map((row) => [String(row.id), row]));

function groupBy(rows: Row[], column: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (row[column] === null || row[column] === undefined) continue;
    const key = String(row[column]);
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  return groups;
}

/** Reads the reference tables in one round trip: seven statements of one batch. */
async function read(db: BatchingDb): Promise<Reference> {
  const [tags, cities, qualities, authors, pages, components, config] = await Promise.all([
    db.all('SELECT * FROM tags ORDER BY position, slug'),
    db.all('SELECT * FROM cities ORDER BY position, slug'),
    db.all('SELECT * FROM qualities ORDER BY position, slug'),
    db.all('SELECT * FROM authors'),
    db.all('SELECT * FROM pages ORDER BY id'),
    db.all('SELECT * FROM components ORDER BY position, id'),
    db.all<{ key: string; value: string }>('SELECT key, value FROM config'),
  ]);
  return {
    tags,
    cities,
    qualities,
    authors,
    pages,
    components,
    config: new Map(config.map((row) => [row.key, row.value])),
    tagById: byId(tags),
    cityById: byId(cities),
    qualityById: byId(qualities),
    authorById: byId(authors),
    // In the order read: position, then slug.
    childrenByTag: groupBy(tags, 'parent_id'),
    componentsByParent: groupBy(components, 'parent_id'),
  };
}

/**
 * The reference tables for this request: the isolate's copy while it is fresh (then, for
 * REFERENCE_STALE_MS, the copy while the next is read), else read now
 * through the request's batching D1, so the statements share the request's first round trip
 * (started when the request's GraphQL context is made). Each request reads its own copy when the
 * isolate has none: a promise of another request's I/O is never awaited.
 * @example const tag = (await referenceOf(db)).tagById.get('12')
 */
export function referenceOf(db: BatchingDb, now = Date.now()): Promise<Reference> {
  const age = kept ? now - kept.at : Number.POSITIVE_INFINITY;
  if (kept && age < REFERENCE_TTL_MS) return Promise.resolve(kept.reference);
  const fresh = read(db).then((reference) => {
    kept = { at: Date.now(), reference };
    return reference;
  });
  if (!kept || age >= REFERENCE_TTL_MS + REFERENCE_STALE_MS) return fresh;
  // Stale: this request still uses the copy, and reads the next one beside its own reads.
  fresh.catch(() => undefined);
  return Promise.resolve(kept.reference);
}

/** Forgets the isolate's copy (tests that change reference rows). */
export function forgetReference(): void {
  kept = undefined;
}

/** What the loaders of reference rows offer: DataLoader's `load` and `loadMany`. */
export interface ReferenceLoader<T> {
  load(key: Key): Promise<T>;
  loadMany(keys: readonly Key[]): Promise<T[]>;
}

/**
 * A loader that answers from the request's reference tables instead of a round trip of its own.
 * @example const tagById = referenceLoader(reference, (r, key) => r.tagById.get(String(key)) ?? null)
 */
export function referenceLoader<T>(
  reference: () => Promise<Reference>,
  pick: (reference: Reference, key: Key) => T,
): ReferenceLoader<T> {
  return {
    load: async (key) => pick(await reference(), key),
    loadMany: async (keys) => {
      const loaded = await reference();
      return keys.map((key) => pick(loaded, key));
    },
  };
}
