import { chromium } from 'playwright-core';
const base = 'http://localhost:8811';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const slug = process.argv[2];
const article = process.argv[3];
const pages: [string, string][] = [];
for (const loc of ['', '/en-GB', '/de-DE']) {
  const l = loc ? loc.slice(1) : 'fr-FR';
  pages.push([`${l}-profile`, `${loc}/profil/${slug}`]);
  pages.push([`${l}-reviews`, `${loc}/profil/${slug}/reviews`]);
  pages.push([`${l}-article`, `${loc}/articles/${article}`]);
  pages.push([`${l}-leaderboard`, `${loc}/membres/leaderboards`]);
}
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  for (const [name, path] of pages) {
    const res = await page.goto(base + path, { waitUntil: 'load' });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `reports/seed-${name}-${width}.png`, fullPage: width === 1280 ? false : false });
    await page.screenshot({ path: `reports/seed-${name}-${width}-full.png`, fullPage: true });
    console.log(res?.status(), name, width);
  }
  await ctx.close();
}
await browser.close();
