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
