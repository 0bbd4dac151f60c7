import { applyD1Migrations, env } from 'cloudflare:test';
import fc from 'fast-check';
import { forgetReference } from '../src/graphql/reference';

if (env.FC_SEED) fc.configureGlobal({ seed: Number(env.FC_SEED) });

// Every test file starts on a freshly migrated D1 database, and reads its reference rows anew.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
forgetReference();
