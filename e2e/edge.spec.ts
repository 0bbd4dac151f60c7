import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';

// Runs against a page served by route interception: the throttle lives only in the browser.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium' } });

const ORIGIN = 'http://edge.test';
let moduleCode = '';
let hydrateCode = '';

test.beforeAll(async () => {
  const bundle = async (entry: string) => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    return result.outputFiles[0]?.text ?? '';
  };
  [moduleCode, hydrateCode] = await Promise.all([
    bundle('client/deploy/chunk-reload.ts'),
    bundle('client/hydrate.ts'),
  ]);
});

const PAGE = `<!doctype html><html lang="en"><title>Chunk reload</title><h1>Chunk reload</h1>
<script type="module">
  import { importWithReload, initChunkReload } from '/chunk-reload.js';
  initChunkReload();
  window.loadIsland = () => importWithReload(() => import('/assets/island-gone.js')).catch(() => 'failed');
  window.firstLoad = window.loadIsland();
</script>`;

// The islands' own hydration: one island whose chunk is gone, one whose module fails otherwise.
const ISLAND_PAGE = `<!doctype html><html lang="en"><title>Islands</title><h1>Islands</h1>
<div data-island="gone" id="gone"><p>Server-rendered</p></div>
<div data-island="broken" id="broken"><p>Server-rendered</p></div>
<script type="module">
  import { hydrateIsland } from '/hydrate.js';
  const loaders = {
    gone: () => import('/assets/island-gone.js'),
    broken: () => Promise.reject(new Error('Cannot read properties of undefined')),
  };
  window.hydrate = (id) => hydrateIsland(document.getElementById(id), loaders);
</script>`;

async function serve(page: Page, body = PAGE): Promise<{ loads: () => number }> {
  let documentLoads = 0;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      documentLoads++;
      return route.fulfill({ contentType: 'text/html', body });
    }
    if (path === '/chunk-reload.js')
      return route.fulfill({ contentType: 'text/javascript', body: moduleCode });
    if (path === '/hydrate.js') return route.fulfill({ contentType: 'text/javascript', body: hydrateCode });
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

type IslandWindow = { hydrate?: (id: string) => Promise<boolean> };

test('an island whose chunk is gone reloads the page once, then not again within 10 seconds', async ({
  page,
}) => {
  const server = await serve(page, ISLAND_PAGE);
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'hydrate' in window);
  await page.evaluate(() => {
    void (window as IslandWindow).hydrate?.('gone');
  });
  await expect.poll(server.loads, { timeout: 5000 }).toBe(2);
  await page.waitForFunction(() => 'hydrate' in window);
  expect(await page.evaluate(() => (window as IslandWindow).hydrate?.('gone'))).toBe(false);
  await page.waitForTimeout(1000);
  expect(server.loads()).toBe(2);
  await expect(page.getByText('Server-rendered').first()).toBeVisible();
});

test('an island that fails for another reason keeps its server HTML and never reloads', async ({ page }) => {
  const server = await serve(page, ISLAND_PAGE);
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'hydrate' in window);
  expect(await page.evaluate(() => (window as IslandWindow).hydrate?.('broken'))).toBe(false);
  await page.waitForTimeout(1000);
  expect(server.loads()).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
  await expect(page.locator('#broken').getByText('Server-rendered')).toBeVisible();
});
