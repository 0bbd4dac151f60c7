import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bundleFinding, profileMs, startupFinding } from './limits';
import {
  boundedRange,
  checkMigrations,
  readMigrations,
  rewriteOf,
  rowsAtLargeScale,
} from './migrations-check';
import { databaseIdIn, describeSteps, type Runner, remoteSteps, runSteps } from './steps';
import { checkTarget, readTarget, type Target } from './target';

const local = readTarget('local');
const staging = readTarget('staging');
const production = readTarget('production');
const errors = (findings: { level: string; text: string }[]) =>
  findings.filter((finding) => finding.level === 'error').map((finding) => finding.text);

describe('the environments of wrangler.toml', () => {
  it('gives staging the local bindings and vars with resources of its own, and no id to fill in', () => {
    expect(errors(checkTarget(staging, local, [production]))).toEqual([]);
    expect(staging.worker).toBe('trustboard-staging');
    expect(staging.database).toMatchObject({ name: 'trustboard-staging', id: undefined });
    expect(staging.kv).toEqual([{ binding: 'CACHE', id: undefined }]);
    expect(staging.queues).toEqual(['trustboard-staging-events-dlq', 'trustboard-staging-events']);
    expect(staging.vars.PRODUCTION_HOST).toBe('');
  });

  it('refuses production until its host is filled in, then checks it against the routes', () => {
    expect(errors(checkTarget(production, local, [staging])).join('\n')).toContain(
      'PRODUCTION_HOST is empty',
    );
    const filled = { ...production, vars: { ...production.vars, PRODUCTION_HOST: 'www.example.com' } };
    const findings = checkTarget(filled, local, [staging]);
    expect(errors(findings)).toEqual([]);
    expect(findings.map((finding) => finding.text).join('\n')).toContain('workers.dev only');
    expect(
      errors(checkTarget({ ...filled, routes: ['example.org/*'] }, local, [staging])).join('\n'),
    ).toContain('none of the routes');
    expect(errors(checkTarget({ ...filled, routes: ['www.example.com/*'] }, local, [staging]))).toEqual([]);
  });

  it('finds a placeholder id, a shared resource, a missing var and an indexable staging', () => {
    const bad: Target = {
      ...staging,
      database: { ...staging.database!, id: '00000000-0000-4000-8000-000000000001' },
      kv: [{ binding: 'CACHE', id: 'trustboard-cache' }],
      bucket: production.bucket,
      vars: { ...staging.vars, PRODUCTION_HOST: 'www.example.com', JOBS_URL: undefined as unknown as string },
    };
    delete bad.vars.JOBS_URL;
    const found = errors(checkTarget(bad, local, [production])).join('\n');
    expect(found).toContain('database_id "00000000-0000-4000-8000-000000000001" is a placeholder');
    expect(found).toContain('KV id "trustboard-cache"');
    expect(found).toContain(`R2 bucket ${production.bucket}`);
    expect(found).toContain('lacks the var JOBS_URL');
    expect(found).toContain('only production may be indexed');
  });
});

describe('migrations against D1 limits at the 1M-review set', () => {
  const rows = { reviews: 1_000_000, reviews_fts_fr_fr: 340_000, members: 50_000 };
  const file = (sql: string) => [{ name: '0099_test.sql', sql }];

  it('passes the migrations of the repository', () => {
    expect(errors(checkMigrations(readMigrations('migrations'), rowsAtLargeScale()))).toEqual([]);
  });

  it('estimates the rows of each table at 1M reviews from the demo set', () => {
    const estimated = rowsAtLargeScale();
    expect(estimated.reviews).toBe(1_000_000);
    expect(estimated.members).toBeGreaterThan(40_000);
    expect(estimated.reviews_fts_fr_fr).toBeGreaterThan(200_000);
  });

  it('refuses a rewrite of a large table in one statement, and takes it by rowid ranges or with a reason', () => {
    const whole = 'UPDATE reviews_fts_fr_fr SET body = trim(body);';
    expect(errors(checkMigrations(file(whole), rows)).join('\n')).toContain(
      'rewrites about 340000 rows of reviews_fts_fr_fr',
    );
    const ranges = [
      'UPDATE reviews_fts_fr_fr SET body = trim(body) WHERE rowid BETWEEN 1 AND 100000;',
      'UPDATE reviews_fts_fr_fr SET body = trim(body) WHERE rowid > 1000000;',
    ].join('\n');
    expect(errors(checkMigrations(file(ranges), rows))).toEqual([]);
    const tooWide = 'UPDATE reviews SET title = trim(title) WHERE id BETWEEN 1 AND 500000;';
    expect(errors(checkMigrations(file(tooWide), rows))).toHaveLength(1);
    const explained = `-- d1-limits: touches the rows of one member only.\nUPDATE reviews SET title = '' WHERE member_id = 7;`;
    expect(errors(checkMigrations(file(explained), rows))).toEqual([]);
    const copy = 'INSERT INTO reviews_fts_fr_fr (rowid, body) SELECT id, body FROM reviews;';
    expect(rewriteOf(copy, rows)).toEqual({ table: 'reviews_fts_fr_fr', rows: 1_000_000 });
    expect(
      rewriteOf('INSERT INTO counts (n) SELECT count(*) FROM reviews GROUP BY member_id;', rows),
    ).toBeNull();
    expect(rewriteOf('UPDATE members SET name = trim(name);', rows)).toEqual({
      table: 'members',
      rows: 50_000,
    });
    expect(boundedRange('… AND f.rowid BETWEEN 900001 AND 1000000', 340_000)).toBe(true);
  });

  it('refuses a statement over D1’s 100,000 bytes, counted in UTF-8', () => {
    const values = Array.from({ length: 15_000 }, () => "('é')").join(',');
    expect(values.length).toBeLessThan(100_000);
    expect(errors(checkMigrations(file(`INSERT INTO t (a) VALUES ${values};`), rows)).join('\n')).toContain(
      "over D1's 100000",
    );
  });
});

describe('limits of the bundle', () => {
  it('refuses a bundle over the Free plan’s 3 MiB gzip and a start over 1 s, and warns past the budgets', () => {
    expect(bundleFinding(640_000).level).toBe('ok');
    expect(bundleFinding(1_500_000).level).toBe('warn');
    expect(bundleFinding(3 * 1024 * 1024 + 1).level).toBe('error');
    expect(startupFinding(190).level).toBe('ok');
    expect(startupFinding(600).level).toBe('warn');
    expect(startupFinding(1200).level).toBe('error');
    expect(profileMs({ startTime: 1_000_000, endTime: 1_190_000 })).toBe(190);
  });
});

/** A fake account: what exists on it, and every command that would have changed it. */
function fakeAccount(existing: {
  databases?: string[];
  queues?: string[];
  secrets?: string[];
  loggedIn?: boolean;
}) {
  const changes: string[][] = [];
  const databases = [...(existing.databases ?? [])];
  const runner: Runner = {
    async query(args) {
      const [command, sub] = args;
      if (command === 'whoami') return { ok: existing.loggedIn ?? true, stdout: '' };
      if (command === 'd1' && sub === 'list')
        return {
          ok: true,
          stdout: JSON.stringify(databases.map((name, i) => ({ name, uuid: `uuid-${i}` }))),
        };
      if (command === 'queues') return { ok: (existing.queues ?? []).includes(args[2] ?? ''), stdout: '' };
      if (command === 'secret')
        return {
          ok: true,
          stdout: JSON.stringify((existing.secrets ?? []).map((name) => ({ name, type: 'secret_text' }))),
        };
      throw new Error(`unexpected query ${args.join(' ')}`);
    },
    async change(args) {
      changes.push(args);
      if (args[0] === 'd1' && args[1] === 'create') databases.push(args[2] ?? '');
    },
  };
  return { runner, changes };
}

const options = { migrationsDir: '/repo/migrations', tag: 'abc1234', message: 'abc1234 A change' };
const quiet = () => {};

describe('the remote steps of a deploy', () => {
  it('on a new account: creates the database and queues, migrates, and uploads a new form secret', async () => {
    const { runner, changes } = fakeAccount({});
    const state = await runSteps(remoteSteps(staging, options), runner, quiet);
    expect(changes.map((args) => args.slice(0, 3).join(' '))).toEqual([
      'd1 create trustboard-staging',
      'd1 migrations apply',
      'queues create trustboard-staging-events-dlq',
      'queues create trustboard-staging-events',
      'deploy --env staging',
    ]);
    const migrate = changes[1]!;
    expect(migrate).toContain('--remote');
    expect(migrate[migrate.indexOf('--config') + 1]).toMatch(/d1\.wrangler\.json$/);
    const deploy = changes[4]!;
    expect(deploy).toEqual(
      expect.arrayContaining(['--secrets-file', '--tag', 'abc1234', '--message', 'abc1234 A change']),
    );
    expect(state.databaseId).toBe('uuid-0');
    expect(state.secrets.FORM_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(state.done.join('\n')).toContain('had no FORM_SECRET');
  });

  it('on an account that has everything: only migrates and deploys, keeping the form secret', async () => {
    const { runner, changes } = fakeAccount({
      databases: ['other', 'trustboard-staging'],
      queues: staging.queues,
      secrets: ['FORM_SECRET'],
    });
    const state = await runSteps(remoteSteps(staging, options), runner, quiet);
    expect(changes.map((args) => args.slice(0, 2).join(' '))).toEqual(['d1 migrations', 'deploy --env']);
    expect(changes[1]).not.toContain('--secrets-file');
    expect(state.databaseId).toBe('uuid-1');
    expect(state.done).toEqual([]);
  });

  it('uploads the FORM_SECRET of the environment when one is given', async () => {
    const { runner, changes } = fakeAccount({
      databases: ['trustboard-staging'],
      queues: staging.queues,
      secrets: ['FORM_SECRET'],
    });
    const state = await runSteps(remoteSteps(staging, { ...options, formSecret: 's3cret' }), runner, quiet);
    expect(state.secrets).toEqual({ FORM_SECRET: 's3cret' });
    expect(changes.at(-1)).toContain('--secrets-file');
  });

  it('stops before anything changes when nobody is logged in', async () => {
    const { runner, changes } = fakeAccount({ loggedIn: false });
    await expect(runSteps(remoteSteps(staging, options), runner, quiet)).rejects.toThrow(
      /CLOUDFLARE_API_TOKEN/,
    );
    expect(changes).toEqual([]);
  });

  it('prints every step with its commands for a dry run', () => {
    const text = describeSteps(remoteSteps(staging, options));
    expect(text.split('\n').filter((line) => /^\d\. /.test(line))).toHaveLength(6);
    for (const command of [
      'npx wrangler d1 create trustboard-staging',
      'npx wrangler d1 migrations apply DB --remote',
      'npx wrangler queues create trustboard-staging-events-dlq',
      'npx wrangler secret list --env staging',
      'npx wrangler deploy --env staging --tag abc1234',
    ])
      expect(text).toContain(command);
    expect(databaseIdIn('not json', 'x')).toBeUndefined();
  });
});

describe('npm run deploy -- --dry-run', () => {
  const dryRun = (env: string) =>
    spawnSync('npx', ['tsx', 'scripts/deploy.ts', '--env', env, '--dry-run', '--no-build'], {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '' },
      timeout: 240_000,
    });

  it('checks staging offline and prints what it would run', () => {
    const run = dryRun('staging');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/✓ bundle \d+ KiB gzip/);
    expect(run.stdout).toMatch(/✓ startup \d+ ms/);
    expect(run.stdout).toContain('not run: --dry-run');
    expect(run.stdout).toContain('npx wrangler deploy --env staging');
  }, 240_000);

  it('refuses production until its host is filled in, and an unknown environment', () => {
    const run = dryRun('production');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ [env.production.vars] PRODUCTION_HOST is empty');
    expect(run.stdout).not.toContain('npx wrangler deploy');
    expect(dryRun('preview').status).toBe(2);
  }, 240_000);
});
