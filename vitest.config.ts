import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Three projects: Worker code runs inside workerd with real D1, KV, R2 and Queues bindings;
// browser code (client/) runs in Node with the DOM pieces it needs stubbed per test; the
// command-line scripts' own logic (scripts/) runs in Node.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                // CI replays the property tests' inputs from one seed, so a run is reproducible;
                // elsewhere each run draws new inputs (a failure prints its seed to replay).
                // FORM_SECRET as a deployment has it: tests that play production set PRODUCTION_HOST.
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  FC_SEED: process.env.CI ? '20261125' : '',
                  FORM_SECRET: 'test-form-secret',
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
            setupFiles: ['./test/apply-migrations.ts'],
          },
        },
        {
          test: {
            name: 'client',
            include: ['client/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          test: {
            name: 'scripts',
            include: ['scripts/**/*.test.ts'],
            environment: 'node',
          },
        },
      ],
    },
  };
});
