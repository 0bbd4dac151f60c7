/**
 * `npm run seed:remote -- --env staging [--size demo|tiny] [--reset] [--dry-run] [--local DIR]`
 *
 * Loads the demo data set into the staging D1 database and R2 bucket, so a team can show a
 * preview: the same generator as `npm run db:seed`, written to SQL files (each statement within
 * D1's 100,000 bytes) run with `wrangler d1 execute --remote --file`, and images put with
 * `wrangler r2 bulk put --remote`. Deploy staging first (`npm run deploy -- --env staging`).
 * Refuses to write over a loaded data set unless `--reset` (which also purges the page cache and
 * the data API's cached results in KV). `--dry-run` writes the files and prints the commands,
 * offline; `--local DIR` runs the same files against a local state instead (a rehearsal:
 * `npm run seed:check -- --persist-to DIR` reads it).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EVERY_PAGE_TAG, pageTagKey } from '../src/http/page-tags';
import { d1Config, databaseIdIn } from './deploy/steps';
import { readTarget } from './deploy/target';
import { type SeedFiles, writeSeedFiles } from './seed/node/files';
import { seedGenerator } from './seed/node/generator';
import { applyMigrations } from './seed/node/migrate';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    size: { type: 'string', default: 'demo' },
    reset: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    local: { type: 'string' },
    out: { type: 'string' },
  },
});
const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};
if (values.env !== 'staging')
  fail('--env staging is required: the demo data goes to staging only, never to production.');
const size = values.size ?? 'demo';
if (size !== 'demo' && size !== 'tiny')
  fail(
    `--size ${size}: demo or tiny (the large set is for local measurement: D1's Free plan holds 500 MB a database).`,
  );
const local = values.local ? path.resolve(values.local) : undefined;
const target = readTarget('staging');
const db = target.database ?? fail('[env.staging] has no D1 database');
const bucket = local
  ? (readTarget('local').bucket ?? '')
  : (target.bucket ?? fail('[env.staging] has no R2 bucket'));
const out = path.resolve(values.out ?? path.join('reports/tmp/seed-remote', local ? 'local' : 'staging'));

const files: SeedFiles = await writeSeedFiles(out, {
  size: size as 'demo' | 'tiny',
  generator: await seedGenerator(),
  reset: values.reset,
});
const total = Object.values(files.rows).reduce((a, b) => a + b, 0);
console.log(
  `Data set "${size}": ${total} rows in ${files.statements} statements (largest ${files.largestStatement} bytes) ` +
    `in ${files.sql.length} SQL files, ${files.media.reduce((n, m) => n + m.objects, 0)} objects, under ${path.relative(process.cwd(), out)}`,
);

const wrangler = (args: string[], capture = false) =>
  spawnSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    stdio: capture ? 'pipe' : 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
const change = (args: string[]) => {
  console.log(`$ npx wrangler ${args.join(' ')}`);
  if (values['dry-run']) return;
  const run = wrangler(args);
  if (run.status !== 0) fail(`wrangler ${args.slice(0, 2).join(' ')} failed (exit ${run.status})`, 1);
};
const where = local ? ['--local', '--persist-to', local] : ['--remote'];

const scratch = await mkdtemp(path.join(tmpdir(), 'seed-remote-'));
try {
  let config: string[] = [];
  if (local) {
    applyMigrations(local);
  } else if (values['dry-run']) {
    console.log('\nDry run: the commands a load of staging runs (not run):');
    console.log('$ npx wrangler d1 list --json   (the id of the database, made by the deploy)');
    console.log(
      `$ npx wrangler d1 execute ${db.binding} --remote --config <config with its id> --json --command "SELECT value FROM config WHERE key = 'seed_size'"`,
    );
    config = ['--config', '<config with its id>'];
  } else {
    const id = databaseIdIn(wrangler(['d1', 'list', '--json'], true).stdout ?? '', db.name);
    if (!id)
      fail(
        `No D1 database ${db.name} on the account: deploy staging first (npm run deploy -- --env staging).`,
        1,
      );
    const file = path.join(scratch, 'd1.wrangler.json');
    await writeFile(file, d1Config(target, id ?? '', path.resolve(db.migrationsDir)));
    config = ['--config', file];
    const loaded = wrangler(
      [
        'd1',
        'execute',
        db.binding,
        '--remote',
        ...config,
        '--json',
        '--command',
        "SELECT value FROM config WHERE key = 'seed_size'",
      ],
      true,
    );
    const existing = /"value":\s*"(?:\\")?(\w+)/.exec(loaded.stdout ?? '')?.[1];
    if (existing && !values.reset)
      fail(`Staging already holds the "${existing}" data set; pass --reset to replace it.`, 1);
  }
  for (const file of files.sql)
    change(['d1', 'execute', db.binding, ...where, ...config, '--yes', '--file', file]);
  for (const media of files.media)
    change([
      'r2',
      'bulk',
      'put',
      bucket,
      '--filename',
      media.manifest,
      '--content-type',
      media.contentType,
      ...where,
      '--force',
    ]);
  if (values.reset && !local) {
    // The pages and the data API's results cached from the old data set: a new generation of the
    // tag every page carries, and the API's entries deleted.
    const title = `${target.worker}-cache`;
    const namespaces = values['dry-run']
      ? '[]'
      : (wrangler(['kv', 'namespace', 'list'], true).stdout ?? '[]');
    const id =
      (JSON.parse(namespaces) as { id: string; title: string }[]).find((ns) => ns.title === title)?.id ??
      `<id of the KV namespace ${title}>`;
    change([
      'kv',
      'key',
      'put',
      pageTagKey(EVERY_PAGE_TAG),
      `reset-${randomUUID()}`,
      '--namespace-id',
      id,
      '--remote',
    ]);
    console.log(
      `$ npx wrangler kv key list --namespace-id ${id} --remote --prefix gql:   (then kv bulk delete of the names)`,
    );
    if (!values['dry-run']) {
      const keys = JSON.parse(
        wrangler(['kv', 'key', 'list', '--namespace-id', id, '--remote', '--prefix', 'gql:'], true).stdout ||
          '[]',
      ) as { name: string }[];
      if (keys.length > 0) {
        const list = path.join(scratch, 'keys.json');
        await writeFile(list, JSON.stringify(keys.map((key) => key.name)));
        change(['kv', 'bulk', 'delete', list, '--namespace-id', id, '--remote', '--force']);
      }
    }
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
console.log(
  values['dry-run']
    ? '\nDry run: files written, nothing sent.'
    : `\nLoaded "${size}" into ${local ?? 'staging'}.`,
);
