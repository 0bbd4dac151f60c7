import { spawnSync } from 'node:child_process';

/**
 * Applies the D1 migrations to the local state (idempotent, never prompts); exits on failure.
 * @example applyMigrations('.wrangler/large')
 */
export function applyMigrations(persistTo?: string): void {
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
    { stdio: 'inherit', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
  );
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
}
