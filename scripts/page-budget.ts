/**
 * `tsx scripts/page-budget.ts [--base http://localhost:8790]`: fetches one page of each type
 * from a running server and sums the gzip bytes of the JavaScript and CSS it loads before any
 * interaction (the entry, its static imports, the stylesheets), against design section 9:
 * 20 KB JS, 25 KB CSS. Islands that hydrate when visible are listed apart, as loaded on demand.
 * Exits 1 when a page is over budget.
 */

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://localhost:8790' } } });
const base = values.base as string;
const BUDGET = { js: 20 * 1024, css: 25 * 1024 };

const PAGES: Record<string, string> = {
  home: '/',
  articles: '/articles',
  directory: '/membres/services',
  buyers: '/membres/clients',
  leaderboard: '/membres/leaderboards/yearly/2024',
  trustawards: '/membres/trustawards',
  search: '/membres/search/seo',
  error: '/en-GB/nowhere',
};

const sizes = new Map<string, { gzip: number; text: string }>();
async function asset(url: string) {
  const known = sizes.get(url);
  if (known) return known;
  const text = await (await fetch(url)).text();
  const entry = { gzip: gzipSync(text).length, text };
  sizes.set(url, entry);
  return entry;
}

/** Static imports of an ES module (not `import()`), which the browser fetches before running it. */
function staticImports(code: string, from: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    found.add(new URL(match[1] as string, from).href);
  }
  return [...found];
}

async function measure(path: string) {
  const response = await fetch(new URL(path, base), { redirect: 'follow' });
  const html = await response.text();
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => new URL(m[1] as string, base).href,
  );
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => new URL(m[1] as string, base).href,
  );
  const seen = new Set<string>();
  const queue = [...scripts];
  let js = 0;
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await asset(url);
    js += file.gzip;
    queue.push(...staticImports(file.text, url));
  }
  let css = 0;
  for (const url of styles) css += (await asset(url)).gzip;
  const visibleIslands = [...html.matchAll(/data-island="([^"]+)" data-when="visible"/g)].map((m) => m[1]);
  return { status: response.status, js, css, files: seen.size + styles.length, visibleIslands };
}

let failed = false;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`page budget against ${base} (gzip; JS <= ${kb(BUDGET.js)}, CSS <= ${kb(BUDGET.css)})`);
for (const [type, path] of Object.entries(PAGES)) {
  const result = await measure(path);
  const over = result.js > BUDGET.js || result.css > BUDGET.css;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${type.padEnd(12)} ${String(result.status).padEnd(4)} JS ${kb(result.js).padStart(8)}  CSS ${kb(result.css).padStart(8)}  files ${result.files}${result.visibleIslands.length ? `  on-demand islands: ${result.visibleIslands.join(', ')}` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
