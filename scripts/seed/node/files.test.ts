import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_splitSqlQuery } from 'wrangler';
import { boundedStatements, D1_STATEMENT_BYTES, resetStatements, sqlFiles, writeSeedFiles } from './files';
import { type LocalBindings, openLocal } from './run';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('statements within D1 limits', () => {
  it('splits a chunk whose statement would pass 100,000 bytes in UTF-8, though not in characters', () => {
    // 900 rows of 55 characters of 'é' (110 bytes): about 54,000 characters, 104,000 bytes.
    const rows = Array.from({ length: 900 }, (_, i) => [i, 'é'.repeat(55)]);
    const chunk = { table: 'reviews', columns: ['id', 'body'], rows };
    const statements = boundedStatements(chunk);
    expect(statements.length).toBeGreaterThan(1);
    for (const sql of statements) expect(bytes(sql)).toBeLessThanOrEqual(D1_STATEMENT_BYTES);
    const values = statements.join('\n').match(/\((\d+),'/g) ?? [];
    expect(values).toHaveLength(900);
  });

  it('groups statements into files of at most the given size, in order', () => {
    const files = sqlFiles(['INSERT 1', 'INSERT 2', 'INSERT 3'], 20);
    expect(files).toEqual(['INSERT 1;\nINSERT 2;\n', 'INSERT 3;\n']);
    expect(resetStatements()[0]).toBe('DELETE FROM config');
  });
});

describe('npm run seed:remote', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seed-remote-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the tiny set as SQL files and image manifests that wrangler reads', async () => {
    const files = await writeSeedFiles(path.join(dir, 'files'), { size: 'tiny', reset: true });
    expect(path.basename(files.sql[0]!)).toBe('reset.sql');
    expect(files.largestStatement).toBeLessThanOrEqual(D1_STATEMENT_BYTES);
    let statements = 0;
    for (const file of files.sql.slice(1))
      statements += unstable_splitSqlQuery(await readFile(file, 'utf8')).length;
    expect(statements).toBe(files.statements);
    expect(files.rows.reviews).toBe(200);
    const png = files.media.find((media) => media.contentType === 'image/png');
    const manifest = JSON.parse(await readFile(png!.manifest, 'utf8')) as { key: string; file: string }[];
    expect(manifest).toHaveLength(png!.objects);
    expect((await readFile(manifest[0]!.file)).subarray(1, 4).toString()).toBe('PNG');
  }, 120_000);

  it('loads them, with the same wrangler commands as remotely, into a local state that then holds the set', async () => {
    const state = path.join(dir, 'state');
    const run = spawnSync(
      'npx',
      [
        'tsx',
        'scripts/seed-remote.ts',
        '--env',
        'staging',
        '--size',
        'tiny',
        '--local',
        state,
        '--out',
        path.join(dir, 'out'),
      ],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, timeout: 300_000 },
    );
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    expect(run.stdout).toContain('d1 execute DB --local');
    expect(run.stdout).toContain('r2 bulk put trustboard-media');
    let local: LocalBindings | undefined;
    try {
      local = await openLocal(state);
      const counts = await local.env.DB.prepare(
        "SELECT (SELECT count(*) FROM reviews) AS reviews, (SELECT value FROM config WHERE key = 'seed_size') AS size",
      ).first<{ reviews: number; size: string }>();
      expect(counts).toEqual({ reviews: 200, size: '"tiny"' });
      const logo = await local.env.DB.prepare(
        'SELECT logo_key FROM members WHERE logo_key IS NOT NULL LIMIT 1',
      ).first<{
        logo_key: string;
      }>();
      const object = await local.env.MEDIA.get(logo!.logo_key);
      expect(object?.httpMetadata?.contentType).toBe('image/png');
    } finally {
      await local?.dispose();
    }
  }, 300_000);

  it('refuses production, the large set, and prints the remote commands offline in a dry run', () => {
    const seed = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/seed-remote.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        timeout: 300_000,
      });
    expect(seed('--env', 'production').status).toBe(2);
    expect(seed('--env', 'staging', '--size', 'large').status).toBe(2);
    const dry = seed(
      '--env',
      'staging',
      '--size',
      'tiny',
      '--dry-run',
      '--reset',
      '--out',
      path.join(dir, 'dry'),
    );
    expect(dry.status, dry.stderr.slice(-2000)).toBe(0);
    for (const command of [
      'npx wrangler d1 execute DB --remote',
      '--file',
      'npx wrangler r2 bulk put trustboard-staging-media',
      'npx wrangler kv key put pagetag:rankings',
    ])
      expect(dry.stdout).toContain(command);
  }, 300_000);
});
