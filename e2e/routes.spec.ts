import { expect, type Page, test } from '@playwright/test';

const MAIN_ROUTES = [
  '/',
  '/articles',
  '/membres/services',
  '/membres/clients',
  '/membres/leaderboards/yearly/2024',
  '/membres/trustawards',
  '/en-GB',
  '/de-DE/membres/services',
];

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const path of MAIN_ROUTES) {
  test(`${path} loads without console errors`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main#main')).toBeVisible();
    // Trigger the islands that hydrate on first use, so their errors count too.
    await page.mouse.move(10, 10);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the unknown path shows the 404 page in its language', async ({ page }) => {
  const response = await page.goto('/en-GB/nowhere-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('switching locale lands on the same page in the new language', async ({ page, context }) => {
  await page.goto('/membres/clients');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.goto('/_locale?to=en-GB&next=%2Fmembres%2Fclients');
  await expect(page).toHaveURL(/\/en-GB\/membres\/clients$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en-GB');
});

test('a page with no island on screen loads no React', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await page.goto('/en-GB/nowhere-at-all');
  await page.waitForLoadState('networkidle');
  // Only the tiny entry (and the bundler's few-hundred-byte helper chunk): React comes with the
  // first island that needs it.
  expect(scripts.filter(({ url }) => /\/assets\/entry-/.test(url))).toHaveLength(1);
  const bodies = await Promise.all(scripts.map(({ body }) => body));
  expect(bodies.some((body) => /react\.(transitional\.)?element/.test(body))).toBe(false);
  expect(bodies.reduce((total, body) => total + body.length, 0)).toBeLessThan(20_000);
});

test('listings with compare toggles load React on first use, not before', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  const hasReact = async () =>
    (await Promise.all(bodies)).some((body) => /react\.(transitional\.)?element/.test(body));
  for (const path of ['/en-GB/membres/services', '/en-GB/membres/leaderboards/yearly/2025']) {
    bodies.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await hasReact(), `${path} before any interaction`).toBe(false);
    await page.getByRole('main').hover();
    await expect.poll(hasReact, { message: `${path} after a first interaction` }).toBe(true);
  }
});

test('the icons browsers, feed readers and crawlers ask for at the root are there', async ({
  page,
  request,
}) => {
  await page.goto('/en-GB');
  const linked = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(linked.sort()).toEqual(['/apple-touch-icon.png', '/favicon.svg']);
  const png = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));

  // Asked for at the root whatever the page links: a real icon, not a rendered 404 page.
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  expect(ico.headers()['cache-control']).toContain('max-age=86400');
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes: number[] = [];
  for (let index = 0; index < bytes.readUInt16LE(4); index += 1) {
    const entry = 6 + 16 * index;
    sizes.push(bytes.readUInt8(entry));
    const offset = bytes.readUInt32LE(entry + 12);
    expect(png(bytes.subarray(offset, offset + bytes.readUInt32LE(entry + 8)))).toBe(true);
  }
  expect(sizes).toEqual([16, 32, 48]);

  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  const image = await touch.body();
  expect(png(image)).toBe(true);
  // IHDR: width and height, big-endian, after the signature and the chunk's length and type.
  expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([180, 180]);
});
