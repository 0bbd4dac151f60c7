import { spawnSync } from 'node:child_process';
import { adoptLocalStateOf } from '../../local-state';

/**
 * Applies the D1 migrations to the local state (idempotent, never prompts) and prints one line;
 * a state filed under the config's earlier local names is found again first (`local-state.ts`);
 * wrangler's own tables are shown only when it fails, then the process exits.
 * @example applyMigrations('.wrangler/large')
 */
export function applyMigrations(persistTo?: string): void {
  // A state made under the config's earlier local names is renamed first, or it would seem empty.
  adoptLocalStateOf(persistTo ?? '.wrangler/state');
  const migrate = spawnSync(
    'npx',
    [
      'wrangler',
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      ...(persistTo ? ['--persist-to', persistTo] : []),
    ],
    { encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
  );
  if (migrate.status !== 0) {
    process.stdout.write(migrate.stdout ?? '');
    process.stderr.write(migrate.stderr ?? '');
    process.exit(migrate.status ?? 1);
  }
  console.log(
    /No migrations to apply/.test(migrate.stdout)
      ? 'D1 migrations: up to date'
      : `D1 migrations: applied (${new Set(migrate.stdout.match(/\d{4}_[\w-]+\.sql/g)).size} files)`,
  );
}
