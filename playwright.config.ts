import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the Worker as `npm start` serves it (bundled once,
// no file watcher) on 8790 (E2E_PORT changes it, so two checkouts can run their suites side by side).
const port = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  // In CI one retry: the retry is reported as flaky, so a real failure still fails twice and
  // shows. (It was needed for wrangler dev's proxy, which now and then left a streamed response
  // hanging; npm start no longer runs it.)
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/`,
    reuseExistingServer: true,
    timeout: 180_000,
    env: { WRANGLER_SEND_METRICS: 'false', PORT: String(port) },
  },
});
