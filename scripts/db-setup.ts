/**
 * `tsx scripts/db-setup.ts [--persist-to DIR]`: applies the D1 migrations locally, then loads the
 * demo data set when none is loaded yet (`config.seed_size` absent). Idempotent and never prompts,
 * so `npm start` can run it every time. PERSIST_DIR in the environment works like --persist-to.
 */
import { parseArgs } from 'node:util';
import { applyMigrations } from './seed/node/migrate';
import { openLocal, seededSize, writeSeed } from './seed/node/run';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const persistTo = values['persist-to'] ?? process.env.PERSIST_DIR;

applyMigrations(persistTo);

const local = await openLocal(persistTo);
try {
  const existing = await seededSize(local.env.DB);
  if (existing) {
    console.log(`Data set "${existing}" already loaded; nothing to seed.`);
  } else {
    const report = await writeSeed(local.env, { size: 'demo' });
    const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Seeded "demo": ${total} rows, ${report.images} images in ${(report.ms / 1000).toFixed(1)} s`,
    );
  }
  const counts = await local.env.DB.prepare(
    `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM reviews) AS reviews,
            (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM buyers) AS buyers,
            (SELECT count(*) FROM ranking_points) AS ranking_points, (SELECT count(*) FROM rewards) AS rewards`,
  ).first();
  console.log(`Counts: ${JSON.stringify(counts)}`);
} finally {
  await local.dispose();
}
