import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';

// Runs against a page served by route interception: the throttle lives only in the browser.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium' } });

const ORIGIN = 'http://edge.test';
let moduleCode = '';

test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['client/deploy/chunk-reload.ts'],
    bundle: true,
    format: 'esm',
    write: false,
  });
  moduleCode = result.outputFiles[0]?.text ?? '';
});

const PAGE = `<!doctype html><html lang="en"><title>Chunk reload</title><h1>Chunk reload</h1>
<script type="module">
  import { importWithReload, initChunkReload } from '/chunk-reload.js';
  initChunkReload();
  window.loadIsland = () => importWithReload(() => import('/assets/island-gone.js')).catch(() => 'failed');
  window.firstLoad = window.loadIsland();
</script>`;

async function serve(page: Page): Promise<{ loads: () => number }> {
  let documentLoads = 0;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      documentLoads++;
      return route.fulfill({ contentType: 'text/html', body: PAGE });
    }
    if (path === '/chunk-reload.js')
      return route.fulfill({ contentType: 'text/javascript', body: moduleCode });
    return route.fulfill({ status: 404, body: 'gone' });
  });
  return { loads: () => documentLoads };
}

test('a missing chunk reloads the page once, then not again within 10 seconds', async ({ page }) => {
  const server = await serve(page);
  await page.goto(`${ORIGIN}/`);
  await expect.poll(server.loads, { timeout: 5000 }).toBe(2);
  // The second load fails the same way but must not reload again.
  await page.waitForTimeout(1500);
  expect(server.loads()).toBe(2);
  const stamp = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'));
  expect(Number(stamp)).toBeGreaterThan(0);
});

test('once 10 seconds have passed, a missing chunk may reload again', async ({ page }) => {
  const server = await serve(page);
  await page.goto(`${ORIGIN}/`);
  await expect.poll(server.loads, { timeout: 5000 }).toBe(2);
  // The reloaded page's own first attempt must have failed (and decided not to reload) before the
  // stamp is backdated, or that attempt would reload it under the next evaluate.
  await page.waitForFunction(() => 'firstLoad' in window);
  await page.evaluate(() => (window as unknown as { firstLoad: Promise<unknown> }).firstLoad);
  await page.evaluate(() => sessionStorage.setItem('chunk-reload-at', String(Date.now() - 10_001)));
  await page.evaluate(() => (window as unknown as { loadIsland: () => Promise<unknown> }).loadIsland());
  await expect.poll(server.loads, { timeout: 5000 }).toBe(3);
});
