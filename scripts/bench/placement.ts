/**
 * Where the Worker should run, measured with the simulation of distance. Two models of one
 * visitor far from the database (`--hop` ms of round trip, 150 by default):
 *
 * - near the visitor (the default placement): every D1 round trip costs the hop
 *   (`D1_LATENCY_MS`), the visitor reaches the Worker at once;
 * - near the database (Smart Placement): D1 answers at once, and every request crosses the hop
 *   between the visitor's data centre and the Worker (a delaying proxy in front of the server:
 *   half the hop each way, on a connection already open, as between two data centres).
 *
 * For each page type, full misses (`x-bench-cache: bypass`) and page-cache hits, medians of
 * --runs: time to the end of `</head>` and to the end of the page. Writes reports/placement.json.
 *
 * @example npx tsx scripts/bench/placement.ts --runs 3
 */
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { workerBundle } from './bundle';
import { median } from './measure';
import { discoverPages } from './pages';
import { serveDistant } from './serve-distant';
import { timeRequest } from './socket-timing';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8850' },
    hop: { type: 'string', default: '150' },
    runs: { type: 'string', default: '3' },
    state: { type: 'string', default: '.wrangler/state' },
    out: { type: 'string', default: 'reports/placement.json' },
  },
});

const hop = Number(values.hop);
const runs = Number(values.runs);
const port = Number(values.port);

/** A proxy on `listen` to 127.0.0.1:`target` that holds every chunk `delayMs` in each direction. */
function delayingProxy(listen: number, target: number, delayMs: number): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port: target });
    const relay = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));
      from.on('end', () => setTimeout(() => to.end(), delayMs));
      from.on('error', () => to.destroy());
    };
    relay(client, upstream);
    relay(upstream, client);
  });
  return new Promise((resolve) => server.listen(listen, '127.0.0.1', () => resolve(server)));
}

/** Medians of head and end for `path` on `port`: full misses, or hits after one warming request. */
async function timed(at: number, pathname: string, bypass: boolean) {
  if (!bypass) await timeRequest('127.0.0.1', at, pathname, { bypass });
  const timings = [];
  for (let run = 0; run < runs; run += 1)
    timings.push(await timeRequest('127.0.0.1', at, pathname, { bypass }));
  return {
    headMs: Math.round(median(timings.map((timing) => timing.headMs))),
    endMs: Math.round(median(timings.map((timing) => timing.endMs))),
  };
}

const bundle = await workerBundle();
const near = await serveDistant(bundle, port, hop, values.state);
const far = await serveDistant(bundle, port + 1, 0, values.state);
const proxy = await delayingProxy(port + 2, port + 1, hop / 2);
const rows: Record<string, unknown>[] = [];
try {
  const pages = await discoverPages(near.base);
  for (const page of pages) {
    rows.push({
      type: page.type,
      nearMiss: await timed(port, page.path, true),
      farMiss: await timed(port + 2, page.path, true),
      nearHit: await timed(port, page.path, false),
      farHit: await timed(port + 2, page.path, false),
    });
  }
} finally {
  proxy.close();
  await near.stop();
  await far.stop();
}

type Pair = { headMs: number; endMs: number };
const cell = (pair: Pair) => `${pair.headMs}/${pair.endMs}`;
const header = ['page type', 'near miss', 'placed miss', 'near hit', 'placed hit'];
const lines = rows.map((row) => [
  String(row.type),
  cell(row.nearMiss as Pair),
  cell(row.farMiss as Pair),
  cell(row.nearHit as Pair),
  cell(row.farHit as Pair),
]);
const widths = header.map((title, index) =>
  Math.max(title.length, ...lines.map((line) => line[index]!.length)),
);
const print = (cells: string[]) =>
  console.log(cells.map((text, index) => text.padEnd(widths[index]!)).join('  '));
console.log(
  `head/end in ms, ${hop} ms between the visitor's data centre and the database, medians of ${runs}`,
);
print(header);
for (const line of lines) print(line);
const mean = (key: string, part: keyof Pair) =>
  rows.reduce((sum, row) => sum + (row[key] as Pair)[part], 0) / Math.max(1, rows.length);
// The hit ratio above which near the visitor is faster on average to the end of the page.
const missGain = mean('nearMiss', 'endMs') - mean('farMiss', 'endMs');
const hitLoss = mean('farHit', 'endMs') - mean('nearHit', 'endMs');
const breakEven = missGain / (missGain + hitLoss);
console.log(
  `near the visitor wins on average once more than ${(breakEven * 100).toFixed(0)} % of page views are cache hits`,
);
await mkdir(path.dirname(values.out), { recursive: true });
await writeFile(values.out, `${JSON.stringify({ hop, runs, rows, breakEven }, null, 2)}\n`);
console.log(`written ${values.out}`);
