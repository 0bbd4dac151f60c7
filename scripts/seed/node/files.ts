/**
 * The demo data set as files a remote D1 and R2 take: SQL files of INSERT statements, each
 * statement within D1's 100,000 bytes counted in UTF-8 (a chunk whose statement would pass it is
 * split in halves until none does), each file within {@link FILE_BYTES}; and the images rendered
 * to files with a manifest for `wrangler r2 bulk put`. The same generator as the local seed.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSeed } from '../generate';
import { SeedModel } from '../model';
import type { SeedSize } from '../sizes';
import { insertStatements, TABLES_CHILDREN_FIRST } from '../sql';
import type { Chunk } from '../table-buffer';
import { writeImages } from './run';

/** D1's largest SQL statement, in bytes. */
export const D1_STATEMENT_BYTES = 100_000;
/** The largest SQL file written: a few seconds of import each, so progress shows. */
export const FILE_BYTES = 8_000_000;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * INSERT statements for a chunk, each of at most `maxBytes` in UTF-8.
 * @example boundedStatements({ table: 't', columns: ['a'], rows: [['é']] }) // ["INSERT INTO t (a) VALUES ('é')"]
 */
export function boundedStatements(chunk: Chunk, maxBytes = D1_STATEMENT_BYTES): string[] {
  const statements = insertStatements(chunk);
  if (statements.every((sql) => utf8(sql) <= maxBytes)) return statements;
  if (chunk.rows.length <= 1)
    throw new Error(`one row of ${chunk.table} makes a statement over ${maxBytes} bytes`);
  const half = Math.ceil(chunk.rows.length / 2);
  return [
    ...boundedStatements({ ...chunk, rows: chunk.rows.slice(0, half) }, maxBytes),
    ...boundedStatements({ ...chunk, rows: chunk.rows.slice(half) }, maxBytes),
  ];
}

/** Statements that empty every table the seed writes, children first. */
export const resetStatements = () => TABLES_CHILDREN_FIRST.map((table) => `DELETE FROM ${table}`);

/** Groups statements into files of at most `maxBytes`, named in the order they run. */
export function sqlFiles(statements: Iterable<string>, maxBytes = FILE_BYTES): string[] {
  const files: string[] = [];
  let current = '';
  for (const sql of statements) {
    const line = `${sql};\n`;
    if (current && utf8(current) + utf8(line) > maxBytes) {
      files.push(current);
      current = '';
    }
    current += line;
  }
  if (current) files.push(current);
  return files;
}

export interface SeedFiles {
  /** The SQL files, in the order they run (the reset first, when asked). */
  sql: string[];
  /** One manifest per content type for `wrangler r2 bulk put --filename`. */
  media: { manifest: string; contentType: string; objects: number }[];
  rows: Record<string, number>;
  statements: number;
  /** The largest statement, in UTF-8 bytes. */
  largestStatement: number;
}

/**
 * Writes the data set of `size` under `dir` (emptied first): `reset.sql` when `reset`, then
 * `rows-NNN.sql`, and `media/` with its manifests.
 */
export async function writeSeedFiles(
  dir: string,
  options: { size: SeedSize; now?: Date; generator?: string; reset?: boolean },
): Promise<SeedFiles> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'media'), { recursive: true });
  const model = new SeedModel({ size: options.size, now: options.now });
  const rows: Record<string, number> = {};
  let statements = 0;
  let largestStatement = 0;
  function* all(): Generator<string> {
    for (const chunk of generateSeed(options, model)) {
      rows[chunk.table] = (rows[chunk.table] ?? 0) + chunk.rows.length;
      for (const sql of boundedStatements(chunk)) {
        statements += 1;
        largestStatement = Math.max(largestStatement, utf8(sql));
        yield sql;
      }
    }
  }
  const sql: string[] = [];
  if (options.reset) {
    const file = path.join(dir, 'reset.sql');
    await writeFile(file, sqlFiles(resetStatements()).join(''));
    sql.push(file);
  }
  for (const [index, text] of sqlFiles(all()).entries()) {
    const file = path.join(dir, `rows-${String(index + 1).padStart(3, '0')}.sql`);
    await writeFile(file, text);
    sql.push(file);
  }
  // The images as the local seed renders them, each to a file; a manifest per content type.
  const objects = new Map<string, { key: string; file: string }[]>();
  const bucket = {
    async put(key: string, bytes: ArrayBuffer, options?: { httpMetadata?: { contentType?: string } }) {
      const file = path.join(dir, 'media', key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, new Uint8Array(bytes));
      const type = options?.httpMetadata?.contentType ?? 'application/octet-stream';
      objects.set(type, [...(objects.get(type) ?? []), { key, file }]);
      return null;
    },
  };
  await writeImages(bucket as unknown as Parameters<typeof writeImages>[0], model);
  const media: SeedFiles['media'] = [];
  for (const [contentType, list] of objects) {
    const manifest = path.join(dir, `media-${contentType.replace(/\W+/g, '-')}.json`);
    await writeFile(manifest, JSON.stringify(list, null, 1));
    media.push({ manifest, contentType, objects: list.length });
  }
  return { sql, media, rows, statements, largestStatement };
}
