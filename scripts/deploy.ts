/**
 * `npm run deploy -- --env staging|production [--dry-run] [--no-build]`
 *
 * Builds, checks what can be checked offline (the environment's config, the migrations against
 * D1's per-statement limits at the 1M-review set, the bundle's size and startup time), then on the
 * account: finds or creates the D1 database and applies its migrations, creates the missing
 * queues, makes sure the Worker has a FORM_SECRET, and deploys. `--dry-run` needs no account and
 * no network: it runs the offline part and prints each remote step with its commands.
 *
 * Credentials: `npx wrangler login`, or CLOUDFLARE_API_TOKEN (+ CLOUDFLARE_ACCOUNT_ID) in the
 * environment. FORM_SECRET in the environment is uploaded with the version.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFinding, bundleSize, startupFinding, startupMs } from './deploy/limits';
import { checkMigrations, readMigrations, rowsAtLargeScale } from './deploy/migrations-check';
import { describeSteps, type Runner, remoteSteps, runSteps } from './deploy/steps';
import { checkTarget, ENVIRONMENTS, type Finding, isEnvironment, readTarget } from './deploy/target';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const env = values.env;
if (!isEnvironment(env)) {
  console.error(
    `--env ${ENVIRONMENTS.join('|')} is required (the top level of wrangler.toml is the local config).`,
  );
  process.exit(2);
}
const dryRun = values['dry-run'];
process.env.WRANGLER_SEND_METRICS = 'false';

const mark = { ok: '✓', warn: '!', error: '✗' } as const;
let failed = false;
const report = (findings: Finding[]) => {
  for (const finding of findings) {
    console.log(`  ${mark[finding.level]} ${finding.text}`);
    if (finding.level === 'error') failed = true;
  }
};
const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? '';

console.log(`Deploy of ${env}${dryRun ? ' (dry run: nothing leaves this machine)' : ''}\n`);
if (!values['no-build']) {
  console.log('build: npm run build');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('config: wrangler.toml');
const target = readTarget(env);
const local = readTarget('local');
report(
  checkTarget(
    target,
    local,
    ENVIRONMENTS.filter((other) => other !== env).map((other) => readTarget(other)),
  ),
);

console.log('migrations: D1 limits at the 1M-review set');
const migrationsDir = path.resolve(target.database?.migrationsDir ?? 'migrations');
report(checkMigrations(readMigrations(migrationsDir), rowsAtLargeScale()));

console.log('limits: the bundle as uploaded');
const scratch = await mkdtemp(path.join(tmpdir(), 'deploy-check-'));
try {
  report([bundleFinding(await bundleSize(env, path.join(scratch, 'bundle')))]);
  report([startupFinding(await startupMs(env, path.join(scratch, 'startup.cpuprofile')))]);
} finally {
  await rm(scratch, { recursive: true, force: true });
}

if (failed) {
  console.error(`\nNot deployed: fix what is marked ${mark.error} above.`);
  process.exit(1);
}

const commit = git('rev-parse', '--short', 'HEAD');
const steps = remoteSteps(target, {
  formSecret: process.env.FORM_SECRET || undefined,
  tag: commit || undefined,
  message: commit ? `${commit} ${git('log', '-1', '--format=%s')}`.slice(0, 100) : undefined,
  migrationsDir,
});

if (dryRun) {
  console.log('\nOn the account, a deploy would now run (not run: --dry-run):');
  console.log(describeSteps(steps));
  console.log('\nDry run: every offline check passed.');
  process.exit(0);
}

/** wrangler, non-interactive (CI=true: no prompt, migrations confirmed, resources created). */
const runner: Runner = {
  async query(args) {
    const run = spawnSync('npx', ['wrangler', ...args], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    return { ok: run.status === 0, stdout: run.stdout ?? '' };
  },
  async change(args) {
    console.log(`  $ npx wrangler ${args.join(' ')}`);
    const run = spawnSync('npx', ['wrangler', ...args], {
      stdio: 'inherit',
      env: { ...process.env, CI: 'true' },
    });
    if (run.status !== 0) throw new Error(`wrangler ${args[0]} ${args[1] ?? ''} failed (exit ${run.status})`);
  },
};
try {
  await runSteps(steps, runner);
  console.log(`\nDeployed ${target.worker}.`);
} catch (error) {
  console.error(`\nDeploy stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
