/**
 * Node side of the seed: opens the local bindings (the same state `wrangler dev` uses) through
 * wrangler's getPlatformProxy, writes the generated rows in `db.batch` chunks and puts the
 * generated images into R2.
 */

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { D1Database, D1PreparedStatement, KVNamespace, R2Bucket } from '@cloudflare/workers-types';
import { EVERY_PAGE_TAG, pageTagKey } from '../../../src/http/page-tags';
import { adoptLocalStateOf } from '../../local-state';
import { generateSeed, TESTIMONIAL_VIDEO_KEY } from '../generate';
import { SeedModel } from '../model';
import type { SeedSize } from '../sizes';
import { insertStatements, TABLES_CHILDREN_FIRST } from '../sql';
import { renderImage } from './images';
import { Progress } from './progress';

/** Statements and characters per `db.batch` call: large enough to amortise the round trip. */
const BATCH_STATEMENTS = 100;
const BATCH_CHARS = 3_000_000;

export interface LocalBindings {
  env: { DB: D1Database; MEDIA: R2Bucket; CACHE: KVNamespace };
  dispose: () => Promise<void>;
}

/**
 * The local D1 / R2 bindings. `persistTo` is the directory given to wrangler's `--persist-to`
 * (wrangler keeps its state in a `v3` folder under it), default `.wrangler/state`.
 */
export async function openLocal(persistTo?: string): Promise<LocalBindings> {
  adoptLocalStateOf(persistTo ?? '.wrangler/state');
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<LocalBindings['env']>({
    persist: persistTo ? { path: path.join(path.resolve(persistTo), 'v3') } : true,
  });
  return { env: proxy.env, dispose: proxy.dispose };
}

/** A value the seed kept in `config` (JSON), or null when the key is absent. */
async function seededConfig(db: D1Database, key: string): Promise<string | null> {
  const row = await db.prepare('SELECT value FROM config WHERE key = ?').bind(key).first<{ value: string }>();
  if (!row) return null;
  try {
    return String(JSON.parse(row.value));
  } catch {
    return row.value;
  }
}

/** The size of the data set already loaded, or null when none is. */
export function seededSize(db: D1Database): Promise<string | null> {
  return seededConfig(db, 'seed_size');
}

/** The hash of the generator that wrote the data set loaded (null before it was kept). */
export function seededGenerator(db: D1Database): Promise<string | null> {
  return seededConfig(db, 'seed_generator');
}

/**
 * Empties every table the seed writes, and what was derived from the old data: the data API's
 * results in KV, the cached pages (by their tag's generation) and the transformed image variants
 * in R2, so the next page shows the new set.
 */
export async function resetData(env: LocalBindings['env']): Promise<void> {
  await env.DB.batch(TABLES_CHILDREN_FIRST.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const keys: string[] = [];
  for (let cursor: string | undefined; ; ) {
    const page = await env.CACHE.list(cursor ? { cursor } : {});
    keys.push(...page.keys.map((key) => key.name));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
  // Local KV deletes about 700 keys a second whatever the concurrency, and a crawl leaves one
  // entry per page for a day: say how far it is rather than seem to hang for minutes.
  const progress = new Progress('cached entries deleted', keys.length);
  for (let at = 0; at < keys.length; at += 1000) {
    await Promise.all(keys.slice(at, at + 1000).map((key) => env.CACHE.delete(key)));
    progress.update(Math.min(at + 1000, keys.length));
  }
  if (keys.length > 1000) progress.done();
  // A new generation of the tag every cached page carries leaves no copy of the old data's pages
  // reachable, even to a server that kept running on the same build (a tag left without a key
  // would read "0" again).
  await env.CACHE.put(pageTagKey(EVERY_PAGE_TAG), `reset-${randomUUID()}`);
  for (let cursor: string | undefined; ; ) {
    const page = await env.MEDIA.list({ prefix: '_variants/', ...(cursor ? { cursor } : {}) });
    if (page.objects.length > 0) await env.MEDIA.delete(page.objects.map((object) => object.key));
    if (!page.truncated) break;
    cursor = page.cursor;
  }
}

export interface SeedReport {
  rows: Record<string, number>;
  images: number;
  ms: number;
}

/** Where generated statements go: D1 batches through the proxy, or the SQLite file directly. */
export interface StatementSink {
  write(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Statements grouped into `db.batch` calls through the local proxy. */
export function d1Sink(db: D1Database): StatementSink {
  let batch: D1PreparedStatement[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.batch(batch);
    batch = [];
    chars = 0;
  };
  return {
    async write(sql) {
      batch.push(db.prepare(sql));
      chars += sql.length;
      if (batch.length >= BATCH_STATEMENTS || chars >= BATCH_CHARS) await flush();
    },
    close: flush,
  };
}

/** Generates a data set and writes its rows to a sink, with a progress bar on stderr. */
export async function writeRows(
  model: SeedModel,
  options: { size: SeedSize; now?: Date; generator?: string },
  sink: StatementSink,
): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  const progress = new Progress('rows', model.counts.reviews);
  let total = 0;
  for (const chunk of generateSeed(options, model)) {
    rows[chunk.table] = (rows[chunk.table] ?? 0) + chunk.rows.length;
    total += chunk.rows.length;
    for (const sql of insertStatements(chunk)) await sink.write(sql);
    progress.update(rows.reviews ?? 0, `reviews, ${total} rows`);
  }
  await sink.close();
  progress.done();
  return rows;
}

/** Renders the images the data set refers to and puts them into R2. */
export async function writeImages(media: R2Bucket, model: SeedModel): Promise<number> {
  const images = [...model.images.values()];
  const progress = new Progress('images', images.length);
  let done = 0;
  const queue = [...images];
  // A few uploads in flight at once; each image is small.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const png = await renderImage(spec);
        // The proxy serialises ArrayBuffers, not Node Buffers.
        const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
        await media.put(spec.key, bytes, { httpMetadata: { contentType: 'image/png' } });
        progress.update(++done);
      }
    }),
  );
  progress.done();
  // The clip every video testimonial of the demo plays (8 s, VP9, 44 KB): a voice-recording
  // visual in the brand colours, kept beside the generators in assets/.
  const clip = await readFile(new URL('../assets/testimonial.webm', import.meta.url));
  await media.put(
    TESTIMONIAL_VIDEO_KEY,
    clip.buffer.slice(clip.byteOffset, clip.byteOffset + clip.byteLength) as ArrayBuffer,
    {
      httpMetadata: { contentType: 'video/webm' },
    },
  );
  return images.length;
}

/** Generates a data set and writes it through the proxy: rows in `db.batch` calls, then images. */
export async function writeSeed(
  env: LocalBindings['env'],
  options: { size: SeedSize; now?: Date; generator?: string },
): Promise<SeedReport> {
  const started = Date.now();
  const model = new SeedModel({ size: options.size, now: options.now });
  const rows = await writeRows(model, options, d1Sink(env.DB));
  const images = await writeImages(env.MEDIA, model);
  return { rows, images, ms: Date.now() - started };
}
