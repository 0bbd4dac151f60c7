import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';

// Another origin: a tiny server on 127.0.0.1 (the site runs on localhost) serving the page a
// member's own site would be. A real server, so Chromium sees a loopback page, as in production
// it sees a public page embedding a public badge.
let foreignHtml = '';
let foreign: Server;
let foreignOrigin = '';

test.beforeAll(async () => {
  foreign = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(foreignHtml);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

/** The first members of this year's leaderboard (the demo data ranks every category). */
async function topMembers(page: Page): Promise<string[]> {
  const year = new Date().getUTCFullYear();
  const response = await page.request.get(`/api/graphql/query/Leaderboard?period=yearly&year=${year}`);
  const body = (await response.json()) as {
    data: { leaderboard: { entries: { member: { slug: string } }[] } };
  };
  return body.data.leaderboard.entries.map((entry) => entry.member.slug);
}

async function foreignPage(page: Page, html: string) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  foreignHtml = `<!doctype html><html lang="en">${html}</html>`;
  await page.goto(`${foreignOrigin}/`);
  return failed;
}

test('the badge renders as an <img> and as a CSS background on another site, with the profile numbers', async ({
  page,
  baseURL,
}) => {
  const [slug] = await topMembers(page);
  const badge = `${baseURL}/widget/${slug}/badge.svg?lang=en-GB`;
  const background = `${badge}&theme=dark`;
  const backgroundLoaded = page.waitForResponse((response) => response.url() === background);
  const failed = await foreignPage(
    page,
    `<title>Our partner</title><main><h1>Our partner</h1>
     <a href="${baseURL}/profil/${slug}"><img id="badge" src="${badge}" alt="Client reviews" width="240" height="96"></a>
     <div id="bg" role="img" aria-label="Client reviews" style="width:240px;height:96px;background:url('${background}') no-repeat"></div></main>`,
  );
  expect((await backgroundLoaded).status()).toBe(200);
  const img = page.getByRole('img', { name: 'Client reviews' }).first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBe(240);
  expect(failed).toEqual([]);
  await page.screenshot({ path: 'reports/embeds-badge-foreign.png' });

  const svg = await (await page.request.get(badge)).text();
  expect(svg.length).toBeLessThan(4096);
  const reviews = Number(/(\d[\d,]*) authenticated reviews?/.exec(svg)?.[1]?.replace(/,/g, ''));
  const rating = /Rated (\d\.\d) out of 5/.exec(svg)?.[1];
  await page.goto(`/en-GB/profil/${slug}`);
  const header = page.getByRole('main');
  await expect(header.getByText(`${reviews} authenticated client reviews`).first()).toBeVisible();
  await expect(header.getByText(rating ?? '?', { exact: true }).first()).toBeVisible();
});

test('the reviews widget loads in a frame of another origin and runs no script', async ({
  page,
  baseURL,
}) => {
  const [slug] = await topMembers(page);
  const failed = await foreignPage(
    page,
    `<title>Our partner</title><main><h1>Reviews</h1>
     <iframe src="${baseURL}/widget/${slug}/reviews?lang=fr-FR&count=3" title="Avis" width="400" height="500"></iframe></main>`,
  );
  const frame = page.frameLocator('iframe[title="Avis"]');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Derniers avis');
  await expect(frame.getByRole('listitem')).toHaveCount(3);
  const widget = page.frames().find((candidate) => candidate.url().includes('/widget/'));
  expect(await widget?.evaluate(() => document.scripts.length)).toBe(0);
  for (const target of await frame
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('target'), link.getAttribute('rel')]))) {
    expect(target).toEqual(['_blank', 'noopener']);
  }
  expect(failed).toEqual([]);
  await page.screenshot({ path: 'reports/embeds-widget-foreign.png' });
});

test('the comparison fits 320 px, is axe-clean and reads in both layouts', async ({ page }) => {
  test.setTimeout(240_000);
  const ids = (await topMembers(page)).slice(0, 4).sort();
  for (const [locale, prefix] of [
    ['fr-FR', ''],
    ['en-GB', '/en-GB'],
  ] as const) {
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${prefix}/membres/compare?ids=${ids.join(',')}`);
      expect(response?.status()).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${locale} ${width}`).toBeLessThanOrEqual(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: /./ }).filter({ hasText: /\S/ }).first(),
      ).toBeVisible();
      for (const id of ids)
        await expect(
          page.getByRole('main').locator(`a[href$="/profil/${id}"]`).filter({ visible: true }),
        ).toHaveCount(1);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => violation.id),
        `${locale} ${width}`,
      ).toEqual([]);
      await page.screenshot({ path: `reports/compare-${locale}-${width}.png`, fullPage: true });
    }
  }
});

test('the compare toggles keep the selection in the address and in local storage', async ({ page }) => {
  test.setTimeout(120_000);
  const [first] = await topMembers(page);
  await page.goto(`/en-GB/membres/services?compare=${first}`);
  const bar = page.getByRole('region', { name: 'Selection to compare' });
  await expect(bar).toContainText('1 provider selected');
  await page
    .getByRole('button', { name: /^Compare / })
    .first()
    .click();
  await expect(bar).toContainText('2 providers selected');
  await expect(page).toHaveURL(/compare=[^&]+%2C|compare=[^&]+,/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tb-compare')?.split(',').length)).toBe(2);
  await page.goto('/en-GB/membres/services');
  await expect(bar).toContainText('2 providers selected');
  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/en-GB\/membres\/compare\?ids=/);
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a compare toggle is a form button that adds the member to the address; no link leads there', async ({
    page,
  }) => {
    await page.goto('/en-GB/membres/services?page=2');
    // Crawlers follow links: no link of a listing may name a selection.
    expect(await page.locator('a[href*="compare="]').count()).toBe(0);
    const toggle = page.getByRole('button', { name: /^Compare / }).first();
    const slug = await toggle.getAttribute('data-compare-toggle');
    await toggle.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=2&compare=${slug}$`));
    await expect(page.getByRole('region', { name: 'Selection to compare' })).toContainText(
      '1 provider selected',
    );
    await expect(page.getByRole('button', { name: /^Compared: remove .* from the comparison$/ })).toHaveCount(
      1,
    );
  });
});

test('the Atom feeds parse and list the newest first', async ({ page }) => {
  const [slug] = await topMembers(page);
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' });
  for (const path of ['/articles/feed.xml', '/en-GB/articles/feed.xml', `/profil/${slug}/reviews/feed.xml`]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const { feed } = parser.parse(await response.text()) as { feed: { entry: { updated: string }[] } };
    const dates = feed.entry.map((entry) => Date.parse(entry.updated));
    expect(dates.length, path).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  }
});
