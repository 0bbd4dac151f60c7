/**
 * `tsx scripts/seed.ts --size demo|large|tiny [--persist-to DIR] [--reset]`
 * Loads a generated data set into the local D1 and R2 (the state `wrangler dev` reads).
 * Refuses to write over an existing data set unless `--reset` is given.
 */
import { parseArgs } from 'node:util';
import { openLocal, resetData, seededSize, writeSeed } from './seed/node/run';
import { isSeedSize } from './seed/sizes';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    'persist-to': { type: 'string' },
    reset: { type: 'boolean', default: false },
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

const local = await openLocal(values['persist-to'] ?? process.env.PERSIST_DIR);
try {
  const existing = await seededSize(local.env.DB);
  if (existing && !values.reset) {
    console.error(`The database already holds the "${existing}" data set; pass --reset to replace it.`);
    process.exitCode = 1;
  } else {
    if (values.reset) await resetData(local.env.DB);
    const report = await writeSeed(local.env, { size, now });
    const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Seeded "${size}": ${total} rows, ${report.images} images in ${(report.ms / 1000).toFixed(1)} s`,
    );
    console.log(JSON.stringify(report.rows));
  }
} finally {
  await local.dispose();
}
