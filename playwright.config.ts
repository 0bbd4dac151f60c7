import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the Worker as `npm start` serves it (bundled once,
// no file watcher) on 8790 (E2E_PORT changes it, so two checkouts can run their suites side by side).
const port = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  // In CI one retry: the local runtime (wrangler dev) now and then leaves one streamed response
  // hanging after the browser cut off the previous page's prefetches; the retry is reported
  // as flaky, so a real failure still fails twice and shows.
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
