import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Runs against the Worker that playwright.config.ts serves with the demo data.
// A cold local Worker on a shared machine answers slowly: generous limits, no retries.
test.describe.configure({ timeout: 120_000 });
expect.configure({ timeout: 20_000 });

test.describe('marketplace journeys', () => {
  test('home -> directory -> profile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const selector = page.getByTestId('services-selector');
    await expect(selector).toBeVisible();
    await selector.locator('[data-activity]').first().click();
    await expect(page).toHaveURL(/\/membres\/[a-z-]+\/[a-z0-9_-]+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.locator('main article a').first();
    await card.click();
    await expect(page).toHaveURL(/\/profil\/[^/]+$/);
  });

  test('leaderboard tabs, periods and back to live', async ({ page }) => {
    await page.goto('/en-GB/membres/leaderboards/weekly/2026/1');
    await expect(page.getByTestId('back-to-live')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Periods' });
    await tabs.getByRole('link', { name: 'Monthly' }).click();
    await expect(page).toHaveURL(/\/leaderboards\/monthly\/\d{4}\/\d+/);
    await expect(tabs.getByRole('link', { name: 'Monthly' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Period', exact: true }).getByRole('link').nth(2).click();
    await expect(page.getByTestId('back-to-live')).toBeVisible();
    await page.getByTestId('back-to-live').click();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    // With JavaScript a filter applies on change: no Apply button to press.
    await page.getByLabel('Category').selectOption({ index: 1 });
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
  });

  test('future leaderboard periods answer 404', async ({ page }) => {
    const response = await page.goto(`/membres/leaderboards/yearly/${new Date().getUTCFullYear() + 1}`);
    expect(response?.status()).toBe(404);
  });

  test('services selector by keyboard and search', async ({ page }) => {
    await page.goto('/en-GB');
    const selector = page.getByTestId('services-selector');
    await selector.scrollIntoViewIfNeeded();
    // Once hydrated, a category opens in place instead of navigating.
    await expect(selector).toHaveAttribute('data-ready', 'true');
    const categories = selector.locator('[data-category]');
    await categories.nth(1).click();
    await expect(categories.nth(1)).toHaveAttribute('aria-current', 'true');
    await categories.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(categories.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(selector.locator('[data-activity]').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(selector.locator('[data-activity]').nth(1)).toBeFocused();

    const search = selector.getByRole('searchbox');
    const first = (await selector.locator('[data-activity]').first().textContent()) ?? '';
    await search.fill(first.slice(1, 4).toUpperCase());
    await expect(selector.locator('[data-activity]').filter({ hasText: first })).toHaveCount(1);
    await search.fill('zzzzqqq');
    await expect(selector.getByRole('status')).toHaveText('No result');
  });

  test('search marks matches and survives hostile input', async ({ page }) => {
    for (const q of ['"', '*', 'NEAR(', '-']) {
      const response = await page.goto(`/membres/search?q=${encodeURIComponent(q)}`);
      expect(response?.status()).toBe(200);
    }
    await page.goto('/en-GB/membres/search?q=agency');
    await expect(page.locator('main mark').first()).toBeVisible();
  });
});

const PAGES = {
  home: '/',
  directory: '/membres/services/paris',
  leaderboard: '/membres/leaderboards/yearly/2025',
  trustawards: '/membres/trustawards',
  search: '/membres/search?q=agence',
  articles: '/articles',
  buyers: '/membres/clients',
};

test.describe('accessibility', () => {
  for (const [name, path] of Object.entries(PAGES)) {
    test(`${name} has no axe violation`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
});
