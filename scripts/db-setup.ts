/** Applies D1 migrations locally and loads the demo data when the database is empty. */
import { spawnSync } from 'node:child_process';

const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'], {
  stdio: 'inherit',
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
