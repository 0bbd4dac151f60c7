/**
 * A database far away: per page type, full misses (`x-bench-cache: bypass`) timed from a raw
 * socket on servers whose every D1 round trip waits N ms (`D1_LATENCY_MS`): time to the first
 * byte, to the end of `</head>`, to the end of the page, and the sequential round trips the
 * delay shows (the extra time of the page over the same page at 0 ms, in trips of N ms). Design
 * section 9: at 150 ms, the head within 200 ms and the whole page within 450 ms.
 *
 * @example npx tsx scripts/bench/latency.ts --latency 0,150 --runs 3 --extra 410=/profil/agencia-azahar
 * @example npx tsx scripts/bench/latency.ts --base http://127.0.0.1:8787 --latency 150   # a running `D1_LATENCY_MS=150 npm start`
 *
 * Without --base it bundles the Worker and serves it alone as deployed, once per latency, on
 * --port (default 8840), on a copy of the local state. Writes reports/latency.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { workerBundle } from './bundle';
import { median } from './measure';
import { discoverPages, type PageSample } from './pages';
import { serveDistant } from './serve-distant';
import { type Timing, timeRequest } from './socket-timing';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '8840' },
    latency: { type: 'string', default: '0,150' },
    runs: { type: 'string', default: '3' },
    state: { type: 'string', default: '.wrangler/state' },
    out: { type: 'string', default: 'reports/latency.json' },
    /** More pages, `type=path` (a removed company's 410: `--extra 410=/profil/agencia-azahar`). */
    extra: { type: 'string', multiple: true, default: [] },
  },
});

/** Medians of `runs` full misses of each page (one warm-up first: the isolate's reference tables). */
async function measure(base: string, pages: PageSample[], runs: number) {
  const url = new URL(base);
  const rows: Record<
    string,
    { status: number; headMs: number; endMs: number; firstByteMs: number; serverTiming: string }
  > = {};
  for (const page of pages) {
    await timeRequest(url.hostname, Number(url.port), page.path);
    const timings: Timing[] = [];
    for (let run = 0; run < runs; run += 1)
      timings.push(await timeRequest(url.hostname, Number(url.port), page.path));
    rows[page.type] = {
      status: timings[0]?.status ?? 0,
      firstByteMs: median(timings.map((timing) => timing.firstByteMs)),
      headMs: median(timings.map((timing) => timing.headMs)),
      endMs: median(timings.map((timing) => timing.endMs)),
      serverTiming: timings.at(-1)?.serverTiming ?? '',
    };
  }
  return rows;
}

/** The page types of the bench, with the 404 and 410 pages beside them. */
async function samples(base: string): Promise<PageSample[]> {
  const pages = await discoverPages(base);
  pages.push({ type: '404', path: '/profil/no-such-company' });
  for (const pair of values.extra) {
    const [type = '', pathname = ''] = pair.split('=');
    if (type && pathname.startsWith('/')) pages.push({ type, path: pathname });
  }
  return pages;
}

const latencies = values.latency.split(',').map((value) => Number(value.trim()));
const runs = Number(values.runs);
const results: Record<number, Awaited<ReturnType<typeof measure>>> = {};

if (values.base) {
  const pages = await samples(values.base);
  results[latencies[0] ?? 0] = await measure(values.base, pages, runs);
} else {
  const bundle = await workerBundle();
  for (const latency of latencies) {
    const server = await serveDistant(bundle, Number(values.port), latency, values.state);
    try {
      const pages = await samples(server.base);
      results[latency] = await measure(server.base, pages, runs);
    } finally {
      await server.stop();
    }
  }
}

const types = Object.keys(results[latencies[0] ?? 0] ?? {});
const zero = results[0];
const header = [
  'page type',
  ...latencies.flatMap((latency) => [`head @${latency}`, `end @${latency}`]),
  'trips',
];
const lines = types.map((type) => {
  const cells = latencies.flatMap((latency) => {
    const row = results[latency]?.[type];
    return row ? [`${row.headMs.toFixed(0)} ms`, `${row.endMs.toFixed(0)} ms`] : ['-', '-'];
  });
  // Sequential round trips: what the delay added to the whole page, in round trips.
  const far = latencies.filter((latency) => latency > 0).at(-1);
  const trips =
    zero?.[type] && far && results[far]?.[type]
      ? Math.max(0, Math.round((results[far]![type]!.endMs - zero[type]!.endMs) / far))
      : '-';
  return [type, ...cells, String(trips)];
});
const widths = header.map((cell, index) =>
  Math.max(cell.length, ...lines.map((line) => line[index]!.length)),
);
const print = (cells: string[]) =>
  console.log(cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  '));
print(header);
for (const line of lines) print(line);
const far = latencies.filter((latency) => latency > 0).at(-1);
if (far === 150) {
  const misses = types.filter((type) => {
    const row = results[150]?.[type];
    return row && (row.headMs > 200 || row.endMs > 450);
  });
  console.log(
    misses.length === 0
      ? 'at 150 ms per round trip: every head within 200 ms, every page within 450 ms'
      : `at 150 ms per round trip, over budget (head 200 ms, page 450 ms): ${misses.join(', ')}`,
  );
}
await mkdir(path.dirname(values.out), { recursive: true });
await writeFile(values.out, `${JSON.stringify({ latencies, runs, results }, null, 2)}\n`);
console.log(`written ${values.out}`);
