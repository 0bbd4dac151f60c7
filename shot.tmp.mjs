import { chromium } from 'playwright-core';
const [,, path, widths = '390,1280', name = 'x', segs = '3'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await b.newPage();
for (const w of widths.split(',').map(Number)) {
  await page.setViewportSize({ width: w, height: 900 });
  await page.goto('http://localhost:8812' + path);
  const [sw, h] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  console.log(w, 'scrollWidth', sw, 'height', h);
  const seg = w < 800 ? 1400 : 1000;
  for (let i = 0; i < Number(segs) && i * seg < h; i++)
    await page.screenshot({ path: `reports/shot-${name}-${w}-${i}.png`, fullPage: true, clip: { x: 0, y: i * seg, width: w, height: Math.min(seg, h - i * seg) } });
}
await b.close();
