import DataLoader from 'dataloader';
import type { BatchingDb } from '../db';

type Row = Record<string, unknown>;
type Key = number | string;

/**
 * A loader of one row per key. `sql` selects from `json_each(?)` (the keys as one JSON array,
 * so any number of keys is one statement) and returns the key as column `__key`.
 * @example oneByKey(db, 'SELECT m.*, m.id AS __key FROM members m WHERE m.id IN (SELECT value FROM json_each(?))')
 */
export function oneByKey<T extends Row = Row>(db: BatchingDb, sql: string): DataLoader<Key, T | null> {
  return new DataLoader<Key, T | null>(async function loadOne(keys) {
    const rows = await db.all<T>(sql, JSON.stringify(keys));
    const byKey = new Map(rows.map((row) => [String(row.__key), row]));
    return keys.map((key) => byKey.get(String(key)) ?? null);
  });
}

/** A loader of every row of a key (a list per parent), in the order of the SQL. */
export function manyByKey<T extends Row = Row>(db: BatchingDb, sql: string): DataLoader<Key, T[]> {
  return new DataLoader<Key, T[]>(async function loadMany(keys) {
    const rows = await db.all<T>(sql, JSON.stringify(keys));
    const byKey = new Map<string, T[]>();
    for (const row of rows) {
      const key = String(row.__key);
      const list = byKey.get(key) ?? [];
      list.push(row);
      byKey.set(key, list);
    }
    return keys.map((key) => byKey.get(String(key)) ?? []);
  });
}
