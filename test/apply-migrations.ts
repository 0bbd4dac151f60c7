import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts on a freshly migrated D1 database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
