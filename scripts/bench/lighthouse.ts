/**
 * Lighthouse (mobile defaults) on each page type of a running server, in Debian's Chromium.
 * Writes reports/lighthouse.json (and each page's whole report in reports/lighthouse/) and prints one line per page with the four category scores and
 * the audits that cost points.
 *
 * With `--runs N`, each page is audited N times and the run of median performance is the one kept
 * and printed, with the performance score's and total blocking time's min / median / max across
 * the runs beside it: on a small machine one run's blocking time moves by 200 ms or more.
 *
 * With `--replay`, performance alone is audited through a replay of the server (`replay.ts`): one
 * unmeasured run loads the page and all it asks for from the server, and the measured runs get
 * the same answers, headers included, from memory. On this 2-core machine the local runtime
 * otherwise serves the page's assets and images on the cores the browser runs on, and its CPU
 * shows up as the page's blocking time. Written to reports/lighthouse-replay.json (and
 * reports/lighthouse-replay/).
 *
 * With `--extra /path,/path`, those addresses are audited too, each under its own name (filtered
 * pages, which no link of the discovered pages leads to); with `--only extra`, them alone. With
 * `--desktop`, Lighthouse's desktop settings (screen, no CPU or network slowdown) replace the
 * mobile ones, written to reports/lighthouse-desktop.json (and reports/lighthouse-desktop/).
 *
 * @example npx tsx scripts/bench/lighthouse.ts --base http://127.0.0.1:8787 --runs 3
 * @example npx tsx scripts/bench/lighthouse.ts --base http://localhost:8808 --only extra --extra '/membres/services?sector=J' --desktop
 * @example npx tsx scripts/bench/lighthouse.ts --base http://localhost:8808 --runs 3 --replay
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { discoverPages } from './pages';
import { startReplay } from './replay';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8787' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    replay: { type: 'boolean', default: false },
    extra: { type: 'string', default: '' },
    desktop: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 1);
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

const extra = values.extra
  .split(',')
  .filter(Boolean)
  .map((path) => ({ type: `extra-${path.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '')}`, path }));
const pages = [...(values.only === 'extra' ? [] : await discoverPages(base)), ...extra].filter(
  (page) => !values.only || values.only === 'extra' || page.type === values.only,
);
const results: Record<string, unknown>[] = [];
const replay = values.replay ? await startReplay(base) : undefined;
const output = `reports/lighthouse${replay ? '-replay' : ''}${values.desktop ? '-desktop' : ''}`;
await mkdir(output, { recursive: true });
try {
  for (const page of pages) {
    const audit = () =>
      lighthouse(
        `${replay?.base ?? base}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: replay
            ? ['performance']
            : ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        values.desktop ? desktopConfig : undefined,
      );
    // Through the replay, a first run records what the page loads; it is not measured.
    if (replay) await audit();
    // A run the browser could not finish (Lighthouse's runtimeError, e.g. a response the local
    // runtime left hanging) scores 0 everywhere: it is run once more and the error is reported.
    const runs: NonNullable<Awaited<ReturnType<typeof audit>>>[] = [];
    let firstError: string | undefined;
    for (let run = 0; run < RUNS; run += 1) {
      let result = await audit();
      const error = result?.lhr.runtimeError?.code;
      if (error) {
        firstError ??= error;
        result = await audit();
      }
      if (!result) throw new Error(`no result for ${page.path}`);
      runs.push(result);
    }
    const performance = (result: (typeof runs)[number]) => result.lhr.categories.performance?.score ?? 0;
    const blocking = (result: (typeof runs)[number]) =>
      result.lhr.audits['total-blocking-time']?.numericValue ?? 0;
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
    };
    const runner = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor(runs.length / 2)]!;
    const across = {
      performance: spread(runs.map((result) => Math.round(performance(result) * 100))),
      tbt: spread(runs.map((result) => Math.round(blocking(result)))),
    };
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
    await writeFile(`${output}/${page.type}.json`, JSON.stringify(runner.lhr));
    results.push({
      type: page.type,
      path: page.path,
      scores,
      metrics,
      lost,
      firstError,
      runtimeError,
      runs: RUNS,
      across,
    });
    const ofRuns =
      RUNS > 1
        ? ` [${RUNS} runs: perf ${across.performance.min}/${across.performance.median}/${across.performance.max}, TBT ${across.tbt.min}/${across.tbt.median}/${across.tbt.max} ms]`
        : '';
    console.log(
      `${page.type.padEnd(14)} ${page.path.padEnd(56)} ${replay ? 'replayed ' : ''}perf ${scores.performance}${replay ? '' : ` a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}`}${ofRuns}  ${runtimeError ?? ''}${firstError ? ` (a run failed: ${firstError})` : ''} ${lost.join(', ')}`,
    );
  }
} finally {
  chrome.kill();
  await replay?.close();
}
await mkdir('reports', { recursive: true });
await writeFile(
  `${output}.json`,
  `${JSON.stringify({ base, replay: Boolean(replay), date: new Date().toISOString(), results }, null, 2)}\n`,
);
