/**
 * `npx tsx scripts/bench/d1-time.ts --base URL [--runs 5] [--variants] [--extra /path,/path]`: the
 * D1 side of one request per page type on a full miss (data and page caches bypassed), read from the
 * `Server-Timing` a non-production host answers: round trips, rows read, time waiting for D1
 * (min / median / max over the runs) and the time D1 reports for the statements themselves.
 * Run it against the demo data and the 1M-review set (`npm run db:seed:large`) side by side; a
 * request's D1 wait is budgeted at 200 ms (design section 9). Exits 1 when a median exceeds it.
 * `--variants` adds what a visitor reaches from those pages by sorting and paging (`VARIANTS`):
 * the default addresses alone never showed a directory sorted by rating reading 145,000 rows.
 */
import { parseArgs } from 'node:util';
import { DIRECTORY_BROWSABLE } from '../../src/domain/directory';
import { LIVE_RANKS_MAX } from '../../src/graphql/data/ranking';
import { BYPASS_HEADERS, finalServerTiming, median } from './measure';
import { discoverPages, type PageSample } from './pages';

const BUDGET_MS = 200;

/** Page sizes of the Directory and Leaderboard operations (src/graphql/operations/marketplace.graphql). */
const DIRECTORY_PAGE_SIZE = 14;
const LEADERBOARD_PAGE_SIZE = 12;

/** Sorts and deepest browsable pages of the page types that offer them, by page type. */
const VARIANTS: Record<string, string[]> = {
  directory: [
    '?sort=rating',
    '?sort=reviews',
    `?page=${Math.ceil(DIRECTORY_BROWSABLE / DIRECTORY_PAGE_SIZE)}`,
    // Project filters: one, two, and four at once (confirmed on the providers' reviews), sorted.
    '?sector=J',
    '?budget=10k-50k&sector=J',
    '?country=DE&rating=4&proof=video&since=2y&sort=rating',
  ],
  'directory-city': ['?sort=rating', '?sort=reviews', '?budget=gt200k&lang=FR_FR'],
  'profile-reviews': ['?budget=10k-50k&country=DE&rating=4'],
  leaderboard: [
    '?sort=rating',
    '?sort=reviews',
    `?page=${Math.ceil(LIVE_RANKS_MAX / LEADERBOARD_PAGE_SIZE)}`,
  ],
};

/** The variants of the discovered pages, each a page of its own in the table. */
function variantsOf(pages: PageSample[]): PageSample[] {
  return pages.flatMap((page) =>
    (VARIANTS[page.type] ?? []).map((query) => ({
      type: `${page.type} ${query}`,
      path: `${page.path}${query}`,
    })),
  );
}
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8787' },
    runs: { type: 'string', default: '5' },
    extra: { type: 'string', default: '' },
    variants: { type: 'boolean', default: false },
  },
});
const base = values.base.replace(/\/$/, '');
const runs = Number(values.runs);
const extra = values.extra
  .split(',')
  .filter(Boolean)
  .map((path) => ({ type: path, path }));

const discovered = await discoverPages(base);
const pages = [...discovered, ...(values.variants ? variantsOf(discovered) : []), ...extra];
const lines: string[][] = [];
let over = 0;
for (const page of pages) {
  const waits: number[] = [];
  const sqls: number[] = [];
  let trips = 0;
  let rows = 0;
  let status = 0;
  for (let run = 0; run < runs; run += 1) {
    const response = await fetch(`${base}${page.path}`, { headers: BYPASS_HEADERS, redirect: 'manual' });
    const body = await response.arrayBuffer();
    status = response.status;
    const match = /db;dur=([\d.]+);desc="queries=(\d+) rows=(\d+) sql=([\d.]+)"/.exec(
      finalServerTiming(response.headers, body),
    );
    if (!match) continue;
    waits.push(Number(match[1]));
    trips = Number(match[2]);
    rows = Number(match[3]);
    sqls.push(Number(match[4]));
  }
  const wait = waits.length ? median(waits) : Number.NaN;
  if (wait > BUDGET_MS) over += 1;
  lines.push([
    page.type,
    String(status),
    String(trips),
    String(rows),
    waits.length
      ? `${Math.min(...waits).toFixed(1)}/${wait.toFixed(1)}/${Math.max(...waits).toFixed(1)} ${wait <= BUDGET_MS ? '✓' : '✗'}`
      : 'n/a',
    sqls.length ? median(sqls).toFixed(1) : 'n/a',
  ]);
}
const head = [
  'page type',
  'status',
  'D1 trips',
  'rows',
  `D1 wait ms min/med/max (<=${BUDGET_MS})`,
  'SQL ms (median)',
];
const widths = head.map((title, index) =>
  Math.max(title.length, ...lines.map((line) => line[index]!.length)),
);
const format = (line: string[]) =>
  `| ${line.map((text, index) => text.padEnd(widths[index]!)).join(' | ')} |`;
console.log(`D1 per request on a full miss, ${base}, ${runs} runs`);
console.log(format(head));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const line of lines) console.log(format(line));
process.exit(over > 0 ? 1 : 0);
