/**
 * `tsx scripts/seed.ts --size demo|large|tiny [--persist-to DIR] [--reset] [--direct] [--now ISO]`
 * Loads a generated data set into the local D1 and R2 (the state `wrangler dev` reads).
 * Refuses to write over an existing data set unless `--reset` is given.
 *
 * Rows go through wrangler's getPlatformProxy in `db.batch` calls. With `--direct` (the default
 * for `large`) they are streamed instead into miniflare's SQLite file with the `sqlite3` command
 * line in one transaction, several times faster; stop `wrangler dev` on that state first.
 */
import { parseArgs } from 'node:util';
import { SeedModel } from './seed/model';
import { seedGenerator } from './seed/node/generator';
import { applyMigrations } from './seed/node/migrate';
import { d1Sink, openLocal, resetData, seededSize, writeImages, writeRows } from './seed/node/run';
import { localD1File, openSqliteSink } from './seed/node/sqlite-direct';
import { isSeedSize } from './seed/sizes';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    'persist-to': { type: 'string' },
    reset: { type: 'boolean', default: false },
    direct: { type: 'boolean' },
    now: { type: 'string' },
  },
});

const size = values.size ?? 'demo';
if (!isSeedSize(size)) {
  console.error(`Unknown size "${size}": use tiny, demo or large.`);
  process.exit(2);
}
const now = values.now ? new Date(values.now) : undefined;
if (now && Number.isNaN(now.getTime())) {
  console.error(`Invalid --now "${values.now}".`);
  process.exit(2);
}
const persistTo = values['persist-to'] ?? process.env.PERSIST_DIR;
const direct = values.direct ?? size === 'large';
const started = Date.now();

applyMigrations(persistTo);
let local = await openLocal(persistTo);
const existing = await seededSize(local.env.DB);
if (existing && !values.reset) {
  console.error(`The database already holds the "${existing}" data set; pass --reset to replace it.`);
  await local.dispose();
  process.exit(1);
}
if (values.reset) await resetData(local.env);

const generator = await seedGenerator();
const model = new SeedModel({ size, now });
let rows: Record<string, number>;
if (direct) {
  // The SQLite file must not be open in workerd while the sqlite3 process writes it.
  await local.dispose();
  rows = await writeRows(
    model,
    { size, now, generator },
    openSqliteSink(localD1File(persistTo ?? '.wrangler/state')),
  );
  local = await openLocal(persistTo);
} else {
  rows = await writeRows(model, { size, now, generator }, d1Sink(local.env.DB));
}
const rowsMs = Date.now() - started;
const images = await writeImages(local.env.MEDIA, model);
await local.dispose();

const total = Object.values(rows).reduce((a, b) => a + b, 0);
console.log(
  `Seeded "${size}"${direct ? ' (direct)' : ''}: ${total} rows in ${(rowsMs / 1000).toFixed(1)} s, ${images} images, ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
);
console.log(JSON.stringify(rows));
