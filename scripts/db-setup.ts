/**
 * `tsx scripts/db-setup.ts [--persist-to DIR]`: applies the D1 migrations locally, then loads the
 * demo data set when none is loaded yet (`config.seed_size` absent), or loads it again when the
 * demo set loaded was written by another version of the generator (`config.seed_generator`), so a
 * checkout shows the demo data its code makes. Idempotent and never prompts, so `npm start` can
 * run it every time. PERSIST_DIR in the environment works like --persist-to.
 */
import { parseArgs } from 'node:util';
import { seedGenerator } from './seed/node/generator';
import { applyMigrations } from './seed/node/migrate';
import { openLocal, resetData, seededGenerator, seededSize, writeSeed } from './seed/node/run';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const persistTo = values['persist-to'] ?? process.env.PERSIST_DIR;

applyMigrations(persistTo);

const local = await openLocal(persistTo);
try {
  const existing = await seededSize(local.env.DB);
  const generator = await seedGenerator();
  const stale = existing !== null && (await seededGenerator(local.env.DB)) !== generator;
  // A demo set follows its code; a large or tiny one took a command to load, and is left alone.
  const reload = existing === 'demo' && stale;
  if (reload) {
    console.log(
      'The demo data set was written by another version of the seed generator: loading it again ' +
        '(what was written to it locally, such as contact messages, is replaced).',
    );
    await resetData(local.env);
  } else if (existing) {
    console.log(`Data set "${existing}" already loaded; nothing to seed.`);
    if (stale) {
      console.log(
        `It was written by another version of the seed generator; to load it again: ` +
          `npx tsx scripts/seed.ts --size ${existing} --reset${persistTo ? ` --persist-to ${persistTo}` : ''}`,
      );
    }
  }
  if (!existing || reload) {
    const report = await writeSeed(local.env, { size: 'demo', generator });
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
