import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { isLaidOut } from './laid-out';

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

  test('every search hit shows what it was found by, on the narrowest phone and on a desktop', async ({
    page,
  }) => {
    // Words a provider's name, description or services hold, and a client's name: in four languages.
    const searches = [
      '/de-DE/membres/search?q=beratung',
      '/membres/search?q=conseil',
      '/en-GB/membres/search?q=seo',
      '/nl-NL/membres/search?q=advies',
      '/it-IT/membres/search?q=consulenza',
    ];
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of searches) {
        await page.goto(path);
        const hits = page.locator('main section > ul > li');
        expect(await hits.count(), path).toBeGreaterThan(5);
        // A hit shows a mark when one lies inside the box of its line, link or chip: not cut off.
        const unmarked = await hits.evaluateAll((items) =>
          items
            .filter(
              (item) =>
                ![...item.querySelectorAll('mark')].some((mark) => {
                  const box = mark.getBoundingClientRect();
                  const holder = (mark.closest('p, a, li') as Element).getBoundingClientRect();
                  return box.width > 0 && box.top >= holder.top - 1 && box.bottom <= holder.bottom + 1;
                }),
            )
            .map((item) => item.querySelector('a')?.textContent),
        );
        expect(unmarked, `${path} at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
      }
    }
  });
});

test.describe('home page', () => {
  test('searches from its hero, has a tab for each of the 8 cities and team picks that name the provider and quote the client', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const search = page.getByRole('search').getByRole('searchbox').first();
      const box = await search.boundingBox();
      // In the hero: right under the title, without scrolling.
      expect(
        box && title && box.y > title.y && box.y + box.height <= viewport.height,
        `${viewport.width}px`,
      ).toBe(true);
    }
    const cities = ['Bordeaux', 'Lille', 'Lyon', 'Marseille', 'Nantes', 'Nice', 'Paris', 'Toulouse'];
    const tabs = page.locator('main details > summary');
    for (const city of cities) {
      await expect(tabs.filter({ hasText: new RegExp(`^\\W*${city}$`) })).toBeVisible();
      expect(await page.locator(`main a[href$="/${city.toLowerCase()}"]`).count(), city).toBeGreaterThan(0);
    }
    // Opening a city shows its links and leaves the other boxes as they were (none stretches).
    const heights = () =>
      page
        .locator('main details')
        .evaluateAll((boxes) =>
          Object.fromEntries(
            boxes.map((box) => [
              box.querySelector('summary')?.textContent,
              Math.round(box.getBoundingClientRect().height),
            ]),
          ),
        );
    const before = await heights();
    await tabs.filter({ hasText: /Lyon$/ }).click();
    await expect(page.locator('main a[href$="/lyon"]').first()).toBeVisible();
    const after = await heights();
    for (const [name, height] of Object.entries(before))
      if (!name.endsWith('Lyon')) expect(after[name], `${name} after opening Lyon`).toBe(height);

    const picks = page.locator('main').getByRole('figure');
    expect(await picks.count()).toBeGreaterThanOrEqual(3);
    for (const pick of await picks.all()) {
      await expect(pick.getByRole('link').first()).toHaveAttribute('href', /^\/profil\/[^/]+\/reference\//);
      expect(((await pick.getByRole('link').first().textContent()) ?? '').trim()).not.toBe('');
      expect(((await pick.getByRole('blockquote').textContent()) ?? '').trim().length).toBeGreaterThan(20);
    }

    const search = page.getByRole('search').getByRole('searchbox').first();
    await search.fill('agence');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/membres\/search\?q=agence$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('agence');
    await expect(page.locator('main mark').first()).toBeVisible();
  });

  test('the services selector keeps what the visitor typed before it came to life', async ({ page }) => {
    // Hold every script until the text is typed: the island hydrates over a box already filled.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en-GB', { waitUntil: 'commit' });
    const selector = page.getByTestId('services-selector');
    const search = selector.getByRole('searchbox');
    await search.fill('seo');
    await expect(selector).not.toHaveAttribute('data-ready', 'true');
    release();
    await expect(selector).toHaveAttribute('data-ready', 'true');
    await expect(search).toHaveValue('seo');
    const activities = selector.getByRole('list', { name: 'Activities' }).getByRole('link');
    await expect(activities.first()).toBeVisible();
    for (const name of await activities.allTextContents()) expect(name).toMatch(/seo/i);
  });
});

test.describe('services selector on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/de-DE', '/es-ES']) {
    test(`every service name fits its column without a word cut in two (${path})`, async ({ page }) => {
      await page.goto(path);
      const selector = page.getByTestId('services-selector');
      await selector.scrollIntoViewIfNeeded();
      const categories = selector.locator('[data-category]');
      for (let index = 0; index < (await categories.count()); index++) {
        // Each category in turn, so its activities show too (without JavaScript: the first).
        if (index > 0) {
          await expect(selector).toHaveAttribute('data-ready', 'true');
          await categories.nth(index).click();
        }
        const cut = await selector.locator('[data-category], [data-activity]').evaluateAll((links) => {
          const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          return links.flatMap((link) => {
            const style = getComputedStyle(link);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room =
              link.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
            return (link.textContent ?? '')
              .split(/\s+/)
              .filter((word) => canvas.measureText(word).width > room)
              .map(
                (word) => `${word} (${Math.round(canvas.measureText(word).width)} > ${Math.round(room)} px)`,
              );
          });
        });
        expect(cut, `category ${index + 1}`).toEqual([]);
      }
    });
  }
});

test.describe('rankings sorted by rating or reviews', () => {
  /** The rows as shown: their position number and rating. */
  const rows = (page: import('@playwright/test').Page) =>
    page.locator('main ol > li').evaluateAll((items) =>
      items.map((item) => ({
        position: Number(/Position (\d+)/.exec(item.textContent ?? '')?.[1]),
        rating: Number(/Rated ([\d.]+) out of 5/.exec(item.textContent ?? '')?.[1]),
        reviews: Number(/(\d+) authenticated client reviews?/.exec(item.textContent ?? '')?.[1]),
      })),
    );

  test('numbers the rows 1, 2, 3… in the order shown, beside the numbers it sorts by', async ({ page }) => {
    const year = new Date().getUTCFullYear() - 1;
    await page.goto(`/en-GB/membres/leaderboards/yearly/${year}`);
    await page.getByLabel('Sort by').selectOption({ label: 'Rating' });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    const first = await rows(page);
    expect(first.length).toBeGreaterThan(3);
    expect(first.map((row) => row.position)).toEqual(first.map((_, index) => index + 1));
    for (let index = 1; index < first.length; index++)
      expect(first[index]?.rating).toBeLessThanOrEqual(first[index - 1]?.rating ?? 0);
    // The podium belongs to the points order: no medal beside a rating order.
    await expect(page.locator('main ol').getByText(/^(Gold|Silver|Bronze)$/)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]sort=rating/);
    const second = await rows(page);
    expect(second.map((row) => row.position)).toEqual(second.map((_, index) => first.length + index + 1));
    expect(second[0]?.rating).toBeLessThanOrEqual(first.at(-1)?.rating ?? 0);

    await page.getByLabel('Sort by').selectOption({ label: 'Number of reviews' });
    await expect(page).toHaveURL(/[?&]sort=reviews/);
    const byReviews = await rows(page);
    expect(byReviews.map((row) => row.position)).toEqual(byReviews.map((_, index) => index + 1));
    for (let index = 1; index < byReviews.length; index++)
      expect(byReviews[index]?.reviews).toBeLessThanOrEqual(byReviews[index - 1]?.reviews ?? 0);
  });
});

test.describe('filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, path] of [
    ['directory', '/en-GB/membres/services'],
    ['leaderboard', `/en-GB/membres/leaderboards/yearly/${new Date().getUTCFullYear() - 1}`],
  ] as const) {
    test(`the ${name} keeps its Apply button, which applies the sort`, async ({ page }) => {
      await page.goto(path);
      const apply = page.getByRole('button', { name: 'Apply' });
      await expect(apply).toBeVisible();
      await page.getByLabel('Sort by').selectOption({ label: 'Rating' });
      await expect(page).toHaveURL(path);
      await apply.click();
      await expect(page).toHaveURL(/[?&]sort=rating/);
      await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    });
  }
});

test.describe('filters with JavaScript', () => {
  test('the directory applies a new sort on change, with no button to press', async ({ page }) => {
    await page.goto('/en-GB/membres/services');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await page.getByLabel('Sort by').selectOption({ label: 'Rating' });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  });

  test("when the page's script cannot be fetched, the filters' Apply button is there and applies", async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/en-GB/membres/services');
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Rating' });
    await apply.click();
    await expect(page).toHaveURL(/[?&]sort=rating/);
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  });

  test("when the page's script throws before it enhances the filters, the Apply button is there and applies", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/assets/entry-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("entry failed");' }),
    );
    await page.goto('/en-GB/membres/services');
    await expect.poll(() => errors).toContain('entry failed');
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Rating' });
    await apply.click();
    await expect(page).toHaveURL(/[?&]sort=rating/);
  });

  for (const path of [
    '/membres/services',
    '/en-GB/membres/tech-et-produit/paris',
    '/membres/leaderboards/yearly/2025',
  ]) {
    test(`nothing on ${path} moves once drawn on a phone: the filter button is never drawn, and leaves no gap`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      // The enhancement has run: the button no longer offers itself.
      await expect(page.getByRole('button', { name: /Apply|Appliquer/ })).toBeHidden();
      // Not drawn at all (no box, so no empty line where it was).
      const display = await page
        .locator('form[data-auto-submit] [data-auto-submit-button]')
        .first()
        .evaluate((button) => getComputedStyle(button).display);
      expect(display).toBe('none');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
    });
  }
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

/** How far each matched element reaches past the right edge of the viewport, in px (0 when inside). */
async function overflowPastViewport(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right } = element.getBoundingClientRect();
      return Math.max(0, right - document.documentElement.clientWidth, -left);
    }),
  );
}

test.describe("a directory's cards below the first screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('render only near the viewport on a phone, and do once scrolled to', async ({ page }) => {
    await page.goto('/membres/services');
    const cards = page.locator('main ul > li:has(> article)');
    expect(await cards.count()).toBeGreaterThan(6);
    // Whether a card is laid out: a card whose content is skipped hides its heading.
    const rendered = (index: number) => isLaidOut(cards.nth(index).locator('h2'));
    expect(await rendered(0)).toBe(true);
    const last = (await cards.count()) - 1;
    expect(await rendered(last)).toBe(false);
    await cards.nth(last).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
    await expect(cards.nth(last).getByRole('heading', { level: 2 })).toBeVisible();
  });
});

test.describe('star ratings', () => {
  test.use({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 });

  test('are drawn as five stars, gold up to the half star of the rating and grey after it', async ({
    page,
  }) => {
    // The seeded Paris tech directory has half-star ratings (3.5 and 4.5).
    await page.goto('/membres/tech-et-produit/paris');
    const rating = page.locator('.stars[data-stars$=".5"]:visible').first();
    await rating.scrollIntoViewIfNeeded();
    const halves = Number(await rating.getAttribute('data-stars')) * 2;
    const { data, info } = await sharp(await rating.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // A pixel at x units of the row's 132 (stars of 24 from 0, 27, 54, 81, 108), half-way down.
    const at = (x: number) => {
      const offset = (Math.round(info.height / 2) * info.width + Math.round((x / 132) * info.width)) * 3;
      return [data[offset], data[offset + 1], data[offset + 2]] as [number, number, number];
    };
    const gold = ([r, g, b]: number[]) => r! > 220 && g! > 140 && g! < 190 && b! < 80;
    const grey = ([r, g, b]: number[]) =>
      Math.abs(r! - g!) < 12 && Math.abs(g! - b!) < 12 && r! > 190 && r! < 230;
    const paper = ([r, g, b]: number[]) => r! > 245 && g! > 245 && b! > 245;
    const full = Math.floor(halves / 2);
    for (let star = 0; star < 5; star += 1) {
      const left = at(star * 27 + 8);
      const right = at(star * 27 + 16);
      const expected = star < full ? ['gold', 'gold'] : star === full ? ['gold', 'grey'] : ['grey', 'grey'];
      const seen = [left, right].map((pixel) =>
        gold(pixel) ? 'gold' : grey(pixel) ? 'grey' : pixel.join(','),
      );
      expect(seen, `star ${star + 1} of a ${halves / 2} rating`).toEqual(expected);
      // Between two stars the card shows through: the stars are shapes, not a bar.
      if (star < 4) expect(paper(at(star * 27 + 25.5)), `gap after star ${star + 1}`).toBe(true);
    }
  });
});

test.describe('layout in Chromium', () => {
  for (const { width, max } of [
    { width: 1280, max: 500 },
    { width: 390, max: 400 },
  ]) {
    test(`the services selector with a category open is at most ${max} px high at ${width} px wide`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en-GB');
      const selector = page.getByTestId('services-selector');
      await selector.scrollIntoViewIfNeeded();
      await expect(selector).toHaveAttribute('data-ready', 'true');
      await selector.locator('[data-category]').nth(1).click();
      await expect(selector.locator('[data-activity]').first()).toBeVisible();
      const box = await selector.boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(max);
    });
  }

  // German names the categories with the longest words: at 320 px the category column scrolled
  // inside a box too narrow for them, and "Technik und Produkt" was cut off below its edge.
  for (const width of [320, 390, 1280]) {
    for (const prefix of ['/de-DE', '', '/it-IT']) {
      test(`every services selector label is whole at ${width} px wide (${prefix || '/'})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(prefix || '/');
        const selector = page.getByTestId('services-selector');
        await selector.scrollIntoViewIfNeeded();
        await expect(selector).toHaveAttribute('data-ready', 'true');
        const categories = selector.locator('[data-category]');
        expect(await categories.count()).toBeGreaterThanOrEqual(5);
        const cut = await selector.evaluate((root) => {
          const outside = (inner: DOMRect, outer: DOMRect) =>
            inner.top < outer.top - 1 ||
            inner.bottom > outer.bottom + 1 ||
            inner.left < outer.left - 1 ||
            inner.right > outer.right + 1;
          // A word split over two lines ("Kommunikat-ion") is cut too.
          const splitWord = (link: Element) => {
            const text = link.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) return null;
            const value = text.textContent ?? '';
            for (const match of value.matchAll(/\S+/gu)) {
              const range = document.createRange();
              range.setStart(text, match.index);
              range.setEnd(text, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size > 1) return match[0];
            }
            return null;
          };
          const problems: string[] = [];
          const box = root.getBoundingClientRect();
          for (const link of root.querySelectorAll('[data-category]')) {
            const rect = link.getBoundingClientRect();
            // Every category in view at once: inside the selector and its scrolling column.
            const column = (link.closest('nav') as Element).getBoundingClientRect();
            if (outside(rect, box) || outside(rect, column)) problems.push(`outside: ${link.textContent}`);
            const word = splitWord(link);
            if (word) problems.push(`split: ${word}`);
          }
          for (const link of root.querySelectorAll('[data-activity]')) {
            const word = splitWord(link);
            if (word) problems.push(`split: ${word}`);
          }
          return problems;
        });
        expect(cut).toEqual([]);
        // Each category still opens its activities in place.
        await categories.last().click();
        await expect(categories.last()).toHaveAttribute('aria-current', 'true');
        await expect(selector.locator('[data-activity]').first()).toBeVisible();
        if (width <= 390) {
          const height = (await selector.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
          expect(height).toBeLessThanOrEqual(400);
        }
      });
    }
  }

  for (const width of [320, 390, 1280]) {
    test(`the team picks grid stays within a ${width} px wide viewport`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en-GB');
      const picks = '[data-block="TEAMPICKED_REVIEWS"] ul, [data-block="TEAMPICKED_REVIEWS"] ul > li';
      await expect(page.locator(picks).first()).toBeVisible();
      expect((await overflowPastViewport(page, picks)).filter((px) => px > 0)).toEqual([]);
    });
  }

  // French and German name the periods with the longest words; a row that scrolled sideways hid the
  // last of them past the screen's edge.
  for (const width of [320, 390]) {
    for (const [prefix, label] of [
      ['', 'Périodes'],
      ['/de-DE', 'Zeiträume'],
    ] as const) {
      test(`every leaderboard period is in view at ${width} px wide (${prefix || '/'})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/membres/leaderboards/yearly/${new Date().getUTCFullYear() - 1}`);
        const links = page.getByRole('navigation', { name: label, exact: true }).getByRole('link');
        await expect(links).toHaveCount(4);
        for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      });
    }
  }

  test('every Trustawards year is in view at 390 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/membres/trustawards/${new Date().getUTCFullYear() - 1}`);
    const links = page.getByRole('navigation', { name: 'Éditions', exact: true }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  });
});
