import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The property tests' seed, set in CI; empty elsewhere. */
      FC_SEED: string;
    }
  }
}
