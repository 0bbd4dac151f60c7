/**
 * Wrangler keeps each local binding's data under a name it takes from the config: a D1
 * database's `preview_database_id ?? database_id`, a KV namespace's `id`, else the binding's
 * name. When the config's ids change (the local config names no account's resources since it
 * also holds the deployed environments), a state made before would seem empty: its data is
 * filed under the old name. `adoptLocalState` renames it to the name the config gives now, so
 * the local data set, however long it took to load, is found again.
 */
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';

/** The names the local config gives its D1 databases and KV namespaces, as wrangler dev uses them. */
export interface LocalIds {
  d1: string[];
  kv: string[];
}

/** Miniflare's file name for a Durable Object's SQLite database: `idFromName(name)` in its namespace. */
export function objectFileName(uniqueKey: string, name: string): string {
  const key = createHash('sha256').update(uniqueKey).digest();
  const nameHmac = createHmac('sha256', key).update(name).digest().subarray(0, 16);
  const hmac = createHmac('sha256', key).update(nameHmac).digest().subarray(0, 16);
  return `${Buffer.concat([nameHmac, hmac]).toString('hex')}.sqlite`;
}

const D1_OBJECTS = 'miniflare-D1DatabaseObject';
const KV_OBJECTS = 'miniflare-KVNamespaceObject';
/** SQLite's companions of a database file, moved with it. */
const SQLITE_SUFFIXES = ['', '-wal', '-shm'];

function moveDatabase(dir: string, from: string, to: string): void {
  for (const suffix of SQLITE_SUFFIXES) {
    if (existsSync(path.join(dir, from + suffix)))
      renameSync(path.join(dir, from + suffix), path.join(dir, to + suffix));
  }
}

/** The local names of the top-level config's D1 databases and KV namespaces. */
export function localIds(configPath = 'wrangler.toml'): LocalIds {
  const config = unstable_readConfig({ config: configPath });
  return {
    d1: config.d1_databases.map(
      (db: { binding: string; database_id?: unknown; preview_database_id?: string }) =>
        String(db.preview_database_id ?? (typeof db.database_id === 'string' ? db.database_id : db.binding)),
    ),
    kv: config.kv_namespaces.map((ns: { binding: string; id?: unknown }) =>
      String(typeof ns.id === 'string' ? ns.id : ns.binding),
    ),
  };
}

/**
 * Renames the data of a state made under other local names to the names `ids` gives, when it is
 * unambiguous: one database (one namespace) in the config, none under its name yet, and exactly
 * one under another name. Returns what it moved, one line each (empty when nothing).
 * @example adoptLocalState('.wrangler/state', localIds())
 */
export function adoptLocalState(stateDir: string, ids: LocalIds): string[] {
  const moved: string[] = [];
  const v3 = path.join(path.resolve(stateDir), 'v3');
  const d1 = path.join(v3, 'd1', D1_OBJECTS);
  const [database] = ids.d1;
  if (ids.d1.length === 1 && database !== undefined && existsSync(d1)) {
    const expected = objectFileName(D1_OBJECTS, database);
    const others = readdirSync(d1).filter(
      (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite' && name !== expected,
    );
    if (!existsSync(path.join(d1, expected)) && others.length === 1) {
      moveDatabase(d1, others[0]!, expected);
      moved.push(`local D1: the database of ${path.join(stateDir, 'v3')} is now filed as "${database}"`);
    }
  }
  const kv = path.join(v3, 'kv');
  const [namespace] = ids.kv;
  if (ids.kv.length === 1 && namespace !== undefined && existsSync(kv)) {
    const expected = objectFileName(KV_OBJECTS, namespace);
    const objects = path.join(kv, KV_OBJECTS);
    const others = readdirSync(kv, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && !entry.name.startsWith('miniflare-') && entry.name !== namespace,
      )
      .map((entry) => entry.name);
    const taken = existsSync(path.join(kv, namespace)) || existsSync(path.join(objects, expected));
    if (!taken && others.length === 1) {
      const other = others[0]!;
      renameSync(path.join(kv, other), path.join(kv, namespace));
      moveDatabase(objects, objectFileName(KV_OBJECTS, other), expected);
      moved.push(`local KV: the namespace "${other}" is now filed as "${namespace}"`);
    }
  }
  return moved;
}

/** {@link adoptLocalState} for the config at `configPath`, printing what it moved. */
export function adoptLocalStateOf(stateDir: string, configPath = 'wrangler.toml'): void {
  for (const line of adoptLocalState(stateDir, localIds(configPath))) console.log(line);
}
