import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The project filters of the directory and of a profile's reviews, as a visitor uses them, with and
// without JavaScript, against the demo data that playwright.config.ts serves.
test.describe.configure({ timeout: 120_000 });
expect.configure({ timeout: 20_000 });

const DIRECTORY = '/en-GB/membres/services';

/** The number of results a page says it lists ("161 providers"). */
async function resultCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /provider/ })
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The count an option shows in its label ("€10–50K (161)"). */
async function optionCount(page: Page, filter: string, value: string): Promise<number> {
  const label = (await page.locator(`select[name="${filter}"] option[value="${value}"]`).textContent()) ?? '';
  return Number(/\((\d[\d,]*)\)\s*$/.exec(label)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a GET form with an Apply button filters the directory, and the filters survive sorting and paging', async ({
    page,
  }) => {
    await page.goto(DIRECTORY);
    const filters = page.getByTestId('project-filters');
    await filters.locator('summary').click();
    const budget = await optionCount(page, 'budget', '10k-50k');
    expect(budget).toBeGreaterThan(0);
    await page.locator('select[name="budget"]').selectOption('10k-50k');
    // Nothing happens until Apply is pressed.
    await expect(page).toHaveURL(DIRECTORY);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/budget=10k-50k/);
    expect(await resultCount(page)).toBe(budget);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A second filter, counted before it is chosen.
    const sector = await optionCount(page, 'sector', 'J');
    await page.locator('select[name="sector"]').selectOption('J');
    await page.getByTestId('project-filters').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/budget=10k-50k/);
    await expect(page).toHaveURL(/sector=J/);
    const total = await resultCount(page);
    expect(total).toBe(sector);
    const match = page.getByTestId('provider-match').first();
    await expect(match).toHaveText(
      /^\d+ verified projects?: budget €10–50K, clients in Information and communication$/,
    );

    // Sorting keeps the filters.
    await page.getByLabel('Sort by').selectOption('rating');
    await page.locator('form:has(select[name="sort"])').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page).toHaveURL(/budget=10k-50k/);
    expect(await resultCount(page)).toBe(total);

    // So does paging.
    const next = page
      .getByRole('navigation', { name: /pagination|pages/i })
      .getByRole('link')
      .last();
    if (total > 12) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/sector=J/);
      await expect(page).toHaveURL(/sort=rating/);
      await expect(page.getByTestId('provider-match').first()).toBeVisible();
    }
  });

  test('a listed provider leads to its reviews with the same filters, then to one of them', async ({
    page,
  }) => {
    await page.goto(`${DIRECTORY}?budget=10k-50k&country=DE`);
    const match = page.getByTestId('provider-match').first();
    const said = Number(/^(\d+)/.exec((await match.textContent()) ?? '')?.[1]);
    expect(said).toBeGreaterThan(0);
    await match.click();
    await expect(page).toHaveURL(/\/profil\/[^/]+\/reviews\?budget=10k-50k&country=DE/);
    await expect(page.locator('select[name="budget"]')).toHaveValue('10k-50k');
    await expect(page.locator('select[name="country"]')).toHaveValue('DE');
    await expect(page.getByText(new RegExp(`^${said} reviews?$`)).first()).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    // Each card states its project: a budget in €, from a German client.
    await expect(cards.first().locator('dl')).toContainText('Budget');
    await cards.first().locator('a[data-review-link]').click();
    await expect(page).toHaveURL(/\/reference\//);
    const facts = page.locator('section', { hasText: 'The project' }).locator('dl');
    await expect(facts).toContainText('Germany');
    const budget = (await facts.locator('dt:text-is("Budget") + dd').textContent()) ?? '';
    const amount = Number(budget.replace(/[^\d]/g, ''));
    expect(amount).toBeGreaterThanOrEqual(10_000);
    expect(amount).toBeLessThan(50_000);
  });
});

test.describe('with JavaScript', () => {
  test('a filter applies as soon as it changes, with no Apply button to press', async ({ page }) => {
    await page.goto(DIRECTORY);
    await page.getByTestId('project-filters').locator('summary').click();
    await expect(page.getByTestId('project-filters').getByRole('button', { name: 'Apply' })).toBeHidden();
    const count = await optionCount(page, 'rating', '5');
    await page.locator('select[name="rating"]').selectOption('5');
    await expect(page).toHaveURL(/rating=5/);
    expect(await resultCount(page)).toBe(count);
    await expect(page.getByTestId('project-filters')).toHaveAttribute('open', '');
  });

  test('the filtered directory, landing and reviews pages pass axe with the filters open', async ({
    page,
  }) => {
    for (const path of [
      `${DIRECTORY}?sector=J&proof=video`,
      '/de-DE/membres/tech-et-produit/paris?budget=50k-200k',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('project-filters')).toHaveAttribute('open', '');
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`),
        path,
      ).toEqual([]);
    }
    await page.goto(DIRECTORY);
    const profile = await page.locator('main article a').first().getAttribute('href');
    await page.goto(`${profile}/reviews?since=2y&rating=4`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
});

test('bad filter values are ignored, never an error, and left out of the canonical URL', async ({
  request,
}) => {
  const plain = await request.get(DIRECTORY);
  const plainHtml = await plain.text();
  const count = /role="status">([\d,]+) providers/.exec(plainHtml)?.[1];
  for (const query of [
    'budget=huge&sector=ZZ&country=US&rating=9&lang=xx&proof=<script>&since=10y',
    'budget=&sector=&rating=-1&lang=de-DE%00',
    `sector=${'J'.repeat(5000)}`,
    'rating=1e9&since=1y1y&page=abc',
    'budget[]=lt10k&sector=J&sector=K',
  ]) {
    const response = await request.get(`${DIRECTORY}?${query}`);
    expect(response.status(), query).toBeLessThan(500);
    if (response.status() !== 200) continue;
    const html = await response.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const bad of ['huge', 'ZZ', 'US', 'script', '10y', 'xx', '1e9'])
      expect(canonical, query).not.toContain(bad);
    if (!/sector=J&/.test(`${query}&`))
      expect(/role="status">([\d,]+) providers/.exec(html)?.[1], query).toBe(count);
  }
  // A filtered page past the last answers the 404 page.
  expect((await request.get(`${DIRECTORY}?budget=gt200k&page=999`)).status()).toBe(404);
  const profile = /href="(\/en-GB\/profil\/[^"/?]+)"/.exec(plainHtml)?.[1];
  const reviews = await request.get(`${profile}/reviews?budget=x&country=<b>&rating=abc&since=5y&proof=1`);
  expect(reviews.status()).toBe(200);
});

test('the sitemap lists no filtered page', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    expect(xml, file).not.toMatch(/[?&](budget|sector|country|rating|lang|proof|since)=/);
  }
});
