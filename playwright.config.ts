import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the built Worker under wrangler dev on 8790.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:8790',
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
    command: 'npm run db:setup && npx wrangler dev --port 8790',
    url: 'http://localhost:8790/',
    reuseExistingServer: true,
    timeout: 180_000,
    env: { WRANGLER_SEND_METRICS: 'false' },
  },
});
