/**
 * Lighthouse (mobile defaults) on each page type of a running server, in Debian's Chromium.
 * Writes reports/lighthouse.json (and each page's whole report in reports/lighthouse/) and prints one line per page with the four category scores and
 * the audits that cost points.
 *
 * @example npx tsx scripts/bench/lighthouse.ts --base http://127.0.0.1:8787
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { discoverPages } from './pages';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'http://127.0.0.1:8787' }, only: { type: 'string' } },
});
const base = values.base ?? 'http://127.0.0.1:8787';

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

const pages = (await discoverPages(base)).filter((page) => !values.only || page.type === values.only);
const results: Record<string, unknown>[] = [];
await mkdir('reports/lighthouse', { recursive: true });
try {
  for (const page of pages) {
    const audit = () =>
      lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    // A run the browser could not finish (Lighthouse's runtimeError, e.g. a response the local
    // runtime left hanging) scores 0 everywhere: it is run once more and the error is reported.
    let runner = await audit();
    const firstError = runner?.lhr.runtimeError?.code;
    if (firstError) runner = await audit();
    if (!runner) throw new Error(`no result for ${page.path}`);
    const { categories, audits } = runner.lhr;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const lost = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const metrics = {
      fcp: audits['first-contentful-paint']?.displayValue,
      lcp: audits['largest-contentful-paint']?.displayValue,
      tbt: audits['total-blocking-time']?.displayValue,
      cls: audits['cumulative-layout-shift']?.displayValue,
    };
    const runtimeError = runner.lhr.runtimeError?.code;
    // The whole report of each page, to open in the Lighthouse viewer or read with jq.
    await writeFile(`reports/lighthouse/${page.type}.json`, JSON.stringify(runner.lhr));
    results.push({ type: page.type, path: page.path, scores, metrics, lost, firstError, runtimeError });
    console.log(
      `${page.type.padEnd(14)} ${page.path.padEnd(56)} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}  ${runtimeError ?? ''}${firstError ? ` (first run: ${firstError})` : ''} ${lost.join(', ')}`,
    );
  }
} finally {
  chrome.kill();
}
await mkdir('reports', { recursive: true });
await writeFile(
  'reports/lighthouse.json',
  `${JSON.stringify({ base, date: new Date().toISOString(), results }, null, 2)}\n`,
);
