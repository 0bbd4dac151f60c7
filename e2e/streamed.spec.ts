import { expect, test } from '@playwright/test';
import { REMOVED_MEMBERS } from './demo-data';

// Streamed pages as a visitor without JavaScript (or a crawler that runs none) gets them: the
// body that came after the head is in place, in document order, visible, nothing hidden at the
// end for a script to move. Full misses, so every page streams as a first visit would.
test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-bench-cache': 'bypass' } });

const year = new Date().getUTCFullYear();

test('a streamed page reads whole and in order without JavaScript', async ({ page }) => {
  await page.goto('/membres/services');
  const profile = (await page.locator('main a[href^="/profil/"]').first().getAttribute('href')) ?? '';
  expect(profile).toMatch(/^\/profil\/[^/]+$/);
  const pages = [
    { path: profile, main: 'main [data-profile]' },
    { path: `${profile}/reviews`, main: 'main [data-profile]' },
    { path: `/en-GB/membres/leaderboards/yearly/${year}`, main: 'main h1' },
    { path: `/membres/trustawards/${year - 1}`, main: 'main h1' },
    { path: `/profil/${REMOVED_MEMBERS.ceased}`, main: 'main h1' },
  ];
  for (const { path, main } of pages) {
    const response = await page.goto(path);
    expect([200, 410], path).toContain(response?.status());
    // The body sits inside <main>, before the footer, and shows.
    await expect(page.locator(main).first(), path).toBeVisible();
    const order = await page.evaluate(() => {
      const main = document.querySelector('main');
      const footer = document.querySelector('footer');
      return {
        mainBeforeFooter: Boolean(
          main && footer && main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
        hiddenAtEnd: document.querySelectorAll('body > div[hidden], template[id^="S:"], [id^="B:"]').length,
        slots: document.getElementsByTagName('trustboard-body-slot').length,
        mainText: main?.textContent?.trim().length ?? 0,
      };
    });
    expect(order.mainBeforeFooter, path).toBe(true);
    expect(order.hiddenAtEnd, path).toBe(0);
    expect(order.slots, path).toBe(0);
    expect(order.mainText, path).toBeGreaterThan(200);
  }
});
