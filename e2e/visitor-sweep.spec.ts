import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { REMOVED_MEMBERS } from './demo-data';
import { type Discovery, sitemapPageTypes, walkFromHome } from './sweep/discover';
import { findLayoutProblems } from './sweep/layout-checks';
import {
  FILTERED_TYPES,
  inLocale,
  PAGE_TYPES,
  type PageType,
  SWEEP_FILTERS,
  SWEEP_LOCALES,
  SWEEP_WIDTHS,
} from './sweep/page-types';

// The outside-in sweep: one page of every type, found by clicking from home like a visitor (or,
// for the error pages, by asking for them), laid out at every width in three locales, measured
// in Chromium. Screenshots at 390 and 1280 px go to reports/sweep/ (git-ignored) for review.
test.describe.configure({ timeout: 600_000 });
expect.configure({ timeout: 20_000 });

const MAX_CLICKS = 3;
// Screenshots for review locally; in CI only when asked (SWEEP_SCREENSHOTS=1): they cost time.
const SCREENSHOT_WIDTHS = new Set(!process.env.CI || process.env.SWEEP_SCREENSHOTS ? [390, 1280] : []);
const SCREENSHOTS = 'reports/sweep';
const CACHE = 'reports/tmp/sweep-discovery.json';

interface Found {
  pages: Record<string, string>;
  depth: Record<string, number>;
  trail: Record<string, string[]>;
  sitemap: string[];
}

/**
 * The representative pages, found once per run: a failed test restarts the worker, so the walk
 * is kept in a file for a few minutes rather than repeated.
 */
async function representatives(browser: Browser, baseURL: string): Promise<Found> {
  try {
    if (Date.now() - statSync(CACHE).mtimeMs < 10 * 60_000) {
      const cached = JSON.parse(readFileSync(CACHE, 'utf8')) as Found & { baseURL: string };
      if (cached.baseURL === baseURL) return cached;
    }
  } catch {}
  const context = await browser.newContext({ baseURL });
  const walk: Discovery = await walkFromHome(context.request, MAX_CLICKS);
  const sitemap = await sitemapPageTypes(context.request);
  // Types the walk missed (the sitemap lists them, or they are reached by typing): from the sitemap.
  for (const [type, path] of sitemap) if (!walk.pages.has(type)) walk.pages.set(type, path);
  if (!walk.pages.has('search')) walk.pages.set('search', '/membres/search');
  // The walk reaches the search form; its results, and its answer when nothing is found, by typing.
  walk.pages.set('search-results', '/membres/search?q=agence');
  walk.pages.set('search-empty', '/membres/search?q=zzzzqqq');
  walk.pages.set('not-found', '/cette-page-n-existe-pas');
  // No page links to a removed member: the demo data's own is named (its status is checked below).
  walk.pages.set('removed-member', `/profil/${REMOVED_MEMBERS.excluded}`);
  // The pages with project filters, with filters set: their form is open.
  for (const type of FILTERED_TYPES) {
    const path = walk.pages.get(type);
    if (path) walk.pages.set(`${type}-filtered`, `${path}${SWEEP_FILTERS}`);
  }
  await context.close();
  const found = {
    pages: Object.fromEntries(walk.pages),
    depth: Object.fromEntries(walk.depth),
    trail: Object.fromEntries(walk.trail),
    sitemap: [...sitemap.keys()],
  };
  mkdirSync('reports/tmp', { recursive: true });
  writeFileSync(CACHE, JSON.stringify({ ...found, baseURL }));
  return found;
}

// SWEEP_ONLY=leaderboard,profile narrows a local run to the types whose names contain a word.
const ONLY = process.env.SWEEP_ONLY?.split(',').filter(Boolean);
const ALL_TYPES = (
  [
    ...PAGE_TYPES.map(([type]) => type),
    'search-results',
    'search-empty',
    'not-found',
    'removed-member',
    ...FILTERED_TYPES.map((type) => `${type}-filtered` as const),
  ] as PageType[]
).filter((type) => !ONLY || ONLY.some((word) => type.includes(word)));
const STATUS: Partial<Record<PageType, number>> = { 'not-found': 404, 'removed-member': 410 };

/**
 * The largest contentful paint's image when the browser was told to load it lazily (its source),
 * else null: a lazy LCP image waits for layout before it is even requested.
 */
function lazyLargestPaint(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const entries: PerformanceEntry[] = [];
        new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => {
          const element = (entries.at(-1) as (PerformanceEntry & { element?: Element }) | undefined)?.element;
          resolve(
            element instanceof HTMLImageElement && element.loading === 'lazy' ? element.currentSrc : null,
          );
        }, 300);
      }),
  );
}

/**
 * Images in the first screen that the browser was told to load lazily (their sources): it asks
 * for them only once it has laid the page out, so they appear after the text around them. The
 * footer's are left out: it is in the first screen only on a short page, and lazy on every other.
 */
function lazyInFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const shown = box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        return shown && image.loading === 'lazy' && !image.closest('footer');
      })
      .map((image) => image.currentSrc || image.src),
  );
}

/** Lays the loaded page out at each width and returns what a visitor would see wrong. */
async function sweepWidths(page: Page, name: string) {
  const problems: string[] = [];
  // What the page lays out only near the viewport (content-visibility: auto) is laid out all at
  // once here, so the checks and the full-page screenshots see the whole page a visitor scrolls.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
  // Every image loaded now, lazy ones too: the screenshots show them, and one that fails is named.
  const broken = await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const settled = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    return images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src);
  });
  for (const src of broken) problems.push(`image not shown: ${src}`);
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the new width's layout, then anything laid out from it (observers, islands).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    for (const problem of await page.evaluate(findLayoutProblems))
      problems.push(`${width}px ${problem.kind}: ${problem.what}`);
    if (SCREENSHOT_WIDTHS.has(width))
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  return problems;
}

test('every page type the sitemap lists is reachable within 3 clicks of home', async ({
  browser,
  baseURL,
}) => {
  const found = await representatives(browser, baseURL ?? '');
  // The list pages a visitor needs whether or not the sitemap names them.
  const required = new Set<string>([...found.sitemap, 'articles', 'buyers', 'directory-category']);
  const unreachable = [...required].filter((type) => (found.depth[type] ?? 99) > MAX_CLICKS);
  expect(unreachable, `depths: ${JSON.stringify(found.depth)}`).toEqual([]);
});

for (const locale of SWEEP_LOCALES) {
  test(`every page type fits every width in ${locale}`, async ({ browser, baseURL, page }) => {
    const found = await representatives(browser, baseURL ?? '');
    for (const [index, type] of ALL_TYPES.entries()) {
      const path = found.pages[type];
      // A type the walk and the sitemap cannot find is a defect of its own, never a skip.
      expect.soft(path, `a ${type} page found from home or the sitemap`).toBeTruthy();
      if (!path) continue;
      await test.step(`${type} ${inLocale(locale, path)}`, async () => {
        await page.setViewportSize({ width: 390, height: 900 });
        const response = await page.goto(inLocale(locale, path));
        expect.soft(response?.status(), `${type} status`).toBe(STATUS[type] ?? 200);
        // The first screen's largest paint on a phone, when it is an image, is fetched at once.
        expect.soft(await lazyLargestPaint(page), `${type} largest paint in ${locale}`).toBeNull();
        expect
          .soft(await lazyInFirstScreen(page), `${type} lazy images in a phone's first screen`)
          .toEqual([]);
        const problems = await sweepWidths(page, `${type}-${locale}`);
        expect.soft(problems, `${type} in ${locale}`).toEqual([]);
        // axe once per type, the locales taking turns (every type and every locale checked once).
        if (SWEEP_LOCALES[index % SWEEP_LOCALES.length] !== locale) return;
        await page.setViewportSize({ width: 390, height: 900 });
        const axe = await new AxeBuilder({ page }).analyze();
        expect
          .soft(
            axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`),
            `${type} axe in ${locale}`,
          )
          .toEqual([]);
      });
    }
  });
}

test.describe('review modal', () => {
  const reviewsPage = async (browser: Browser, baseURL: string) => {
    const found = await representatives(browser, baseURL);
    const path = found.pages['profile-reviews'];
    expect(path, 'a reviews page reached from home').toBeTruthy();
    return path as string;
  };

  /** Focus stays inside the open dialog however far a visitor tabs. */
  const expectFocusTrapped = async (page: Page) => {
    const dialog = page.getByRole('dialog');
    for (let step = 0; step < 16; step++) {
      await page.keyboard.press(step < 8 ? 'Tab' : 'Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  test('opens on the first click, traps focus, closes on Escape, shows stars', async ({
    page,
    baseURL,
    browser,
  }) => {
    await page.goto(await reviewsPage(browser, baseURL ?? ''));
    await page.locator('a[data-review-link]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/[0-5][.,]\d/);
    await expectFocusTrapped(page);
  });

  test('opens on Enter', async ({ page, baseURL, browser }) => {
    await page.goto(await reviewsPage(browser, baseURL ?? ''));
    await page.locator('a[data-review-link]').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFocusTrapped(page);
  });

  test('opens on the first tap of a phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(await reviewsPage(browser, baseURL ?? ''));
    await page.locator('a[data-review-link]').first().tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await context.close();
  });
});
