/**
 * The steps of a deploy that talk to the account, each with the wrangler commands it runs: find
 * or create the D1 database, apply its migrations, create the missing queues, make sure the
 * Worker has its form secret, deploy (wrangler itself creates the KV namespace and R2 bucket the
 * first time, as their ids are left out of the config). A dry run prints them without running any.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Target } from './target';

/** Runs wrangler commands: `query` changes nothing on the account, `change` does. */
export interface Runner {
  query(args: string[]): Promise<{ ok: boolean; stdout: string }>;
  change(args: string[]): Promise<void>;
}

/** What the steps learn and leave for the next ones. */
export interface DeployState {
  databaseId?: string;
  /** Secrets uploaded with the new version (`wrangler deploy --secrets-file`). */
  secrets: Record<string, string>;
  /** Temporary files (a config with the database id, the secrets file), removed at the end. */
  dir: string;
  done: string[];
}

export interface RemoteStep {
  title: string;
  /** The commands, as printed by a dry run (`<...>` is what an earlier step finds). */
  commands: string[];
  run(runner: Runner, state: DeployState): Promise<void>;
}

export interface DeployOptions {
  /** FORM_SECRET from the environment (a CI secret): uploaded with the version when set. */
  formSecret?: string;
  /** Names this version in `wrangler versions list` (the commit). */
  tag?: string;
  message?: string;
  /** Absolute path of the migrations folder. */
  migrationsDir: string;
}

const wrangler = (args: string[]) =>
  `npx wrangler ${args.map((arg) => (/[\s"']/.test(arg) ? JSON.stringify(arg) : arg)).join(' ')}`;

/** The id of a D1 database by name in `wrangler d1 list --json`, if there. */
export function databaseIdIn(listJson: string, name: string): string | undefined {
  try {
    const list = JSON.parse(listJson) as { name?: string; uuid?: string }[];
    return list.find((db) => db.name === name)?.uuid;
  } catch {
    return undefined;
  }
}

/** Whether `wrangler secret list --format json` names a secret. */
export function hasSecret(listJson: string, name: string): boolean {
  try {
    return (JSON.parse(listJson) as { name?: string }[]).some((secret) => secret.name === name);
  } catch {
    return false;
  }
}

/**
 * The config wrangler's D1 commands need for a remote database: theirs look the database up by
 * the id written in the config, which the deployed environments leave out.
 */
export function d1Config(target: Target, id: string, migrationsDir: string): string {
  const db = target.database;
  return `${JSON.stringify(
    {
      name: target.worker,
      compatibility_date: '2026-04-20',
      d1_databases: [
        { binding: db?.binding, database_name: db?.name, database_id: id, migrations_dir: migrationsDir },
      ],
    },
    null,
    2,
  )}\n`;
}

/** The remote steps of a deploy of `target`, in order. */
export function remoteSteps(target: Target, options: DeployOptions): RemoteStep[] {
  const env = target.env;
  const db = target.database;
  if (env === 'local' || !db) throw new Error('only a deployed environment with a D1 database deploys');
  const d1ConfigFile = (state: DeployState) => path.join(state.dir, 'd1.wrangler.json');
  const deployArgs = (secrets: boolean) => [
    'deploy',
    '--env',
    env,
    ...(secrets ? ['--secrets-file', '<secrets file>'] : []),
    ...(options.tag ? ['--tag', options.tag] : []),
    ...(options.message ? ['--message', options.message] : []),
  ];
  return [
    {
      title: 'the account: credentials',
      commands: [wrangler(['whoami'])],
      async run(runner) {
        const whoami = await runner.query(['whoami']);
        if (!whoami.ok || /not authenticated/i.test(whoami.stdout))
          throw new Error(
            'not logged in: set CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID when the token sees several accounts), or run `npx wrangler login`',
          );
      },
    },
    {
      title: `D1 database ${db.name}: found, or created when missing`,
      commands: [
        wrangler(['d1', 'list', '--json']),
        `${wrangler(['d1', 'create', db.name])}   (when missing)`,
      ],
      async run(runner, state) {
        const list = async () => databaseIdIn((await runner.query(['d1', 'list', '--json'])).stdout, db.name);
        let id = db.id ?? (await list());
        if (!id) {
          await runner.change(['d1', 'create', db.name]);
          id = await list();
          if (!id) throw new Error(`D1 database ${db.name} was created but is not listed`);
          state.done.push(`created the D1 database ${db.name} (${id})`);
        }
        state.databaseId = id;
      },
    },
    {
      title: 'D1 migrations, on the remote database (a backup is taken first)',
      commands: [
        wrangler([
          'd1',
          'migrations',
          'apply',
          db.binding,
          '--remote',
          '--config',
          `<config with the id of ${db.name}>`,
        ]),
      ],
      async run(runner, state) {
        await writeFile(d1ConfigFile(state), d1Config(target, state.databaseId ?? '', options.migrationsDir));
        await runner.change([
          'd1',
          'migrations',
          'apply',
          db.binding,
          '--remote',
          '--config',
          d1ConfigFile(state),
        ]);
      },
    },
    {
      title: `queues ${target.queues.join(', ')}: created when missing`,
      commands: target.queues.flatMap((queue) => [
        wrangler(['queues', 'info', queue]),
        `${wrangler(['queues', 'create', queue])}   (when missing)`,
      ]),
      async run(runner, state) {
        for (const queue of target.queues) {
          if ((await runner.query(['queues', 'info', queue])).ok) continue;
          await runner.change(['queues', 'create', queue]);
          state.done.push(`created the queue ${queue}`);
        }
      },
    },
    {
      title: 'FORM_SECRET: from the environment, else kept, else a new random one',
      commands: [
        options.formSecret
          ? 'FORM_SECRET from the environment, uploaded with the version (--secrets-file)'
          : `${wrangler(['secret', 'list', '--env', env, '--format', 'json'])}   (a new random FORM_SECRET is uploaded with the version when it has none)`,
      ],
      async run(runner, state) {
        if (options.formSecret) {
          state.secrets.FORM_SECRET = options.formSecret;
          return;
        }
        const list = await runner.query(['secret', 'list', '--env', env, '--format', 'json']);
        if (list.ok && hasSecret(list.stdout, 'FORM_SECRET')) return;
        state.secrets.FORM_SECRET = randomBytes(32).toString('hex');
        state.done.push(
          `the Worker had no FORM_SECRET: a new random one is uploaded with this version (replace it with \`npx wrangler secret put FORM_SECRET --env ${env}\`)`,
        );
      },
    },
    {
      title: `deploy the Worker ${target.worker} (wrangler creates its KV namespace and R2 bucket ${target.bucket} the first time)`,
      commands: [wrangler(deployArgs(Boolean(options.formSecret)))],
      async run(runner, state) {
        const secrets = Object.keys(state.secrets).length > 0;
        const args = deployArgs(secrets);
        if (secrets) {
          const file = path.join(state.dir, 'secrets.json');
          await writeFile(file, JSON.stringify(state.secrets), { mode: 0o600 });
          args[args.indexOf('<secrets file>')] = file;
        }
        await runner.change(args);
      },
    },
  ];
}

/** Runs the steps in order; what they created is in the returned state. Temporary files are removed. */
export async function runSteps(steps: RemoteStep[], runner: Runner, log = console.log): Promise<DeployState> {
  const state: DeployState = { secrets: {}, dir: await mkdtemp(path.join(tmpdir(), 'deploy-')), done: [] };
  try {
    for (const [index, step] of steps.entries()) {
      log(`\n${index + 1}/${steps.length} ${step.title}`);
      const before = state.done.length;
      await step.run(runner, state);
      for (const line of state.done.slice(before)) log(`  ${line}`);
    }
    return state;
  } finally {
    await rm(state.dir, { recursive: true, force: true });
  }
}

/** The steps as a dry run prints them: numbered, each with its commands. */
export function describeSteps(steps: RemoteStep[]): string {
  return steps
    .map((step, index) =>
      [`${index + 1}. ${step.title}`, ...step.commands.map((command) => `     ${command}`)].join('\n'),
    )
    .join('\n');
}
