/**
 * The per-page-type table of `npm run bench`: for every page type, CPU on a full miss and warm
 * (isolate, V8 profiler; beside it the median CPU of the whole local runtime process per request,
 * an upper bound that includes the local D1, KV and cache), D1 trips, rows and time waiting for D1 on a miss, HTML gzip, elements, JS gzip, warm req/s
 * and its ratio to a static asset of the same worker and to the Worker's cheapest answer
 * (`/robots.txt`: design section 9 words the budget so), all three measured in turn in one-second slices. Every figure that
 * moves between runs is measured `runs` times and shown as min / median / max, with its budget
 * (design section 9) in the column head and a mark beside it. With several servers (a checkout to
 * compare with), each measurement alternates between them, so both see the same machine load.
 */

import { isolateCpu } from './isolate-cpu';
import { BYPASS_HEADERS, cpuPerRequest, dbFigures, fetchRetried, median } from './measure';
import { gzipBytes, htmlWeight, type PageWeight } from './page-weight';
import type { PageSample } from './pages';
import type { DevServer } from './server';
import { runWrk } from './wrk';

/** A server to measure, with the label its rows carry. */
export interface Target {
  label: string;
  server: DevServer;
  base: string;
  asset: string | undefined;
  /** The Worker's cheapest answer: its own code and middleware, no data, a few bytes. */
  cheapest?: string;
  /** The same Worker and data alone in one runtime, as deployed, where wrk runs (default: `base`). */
  throughputBase?: string;
}

/** What the bench takes as the Worker's cheapest answer. */
export const CHEAPEST_PATH = '/robots.txt';

export interface Spread {
  min: number;
  median: number;
  max: number;
  runs: number[];
}

export interface TableRow {
  target: string;
  type: string;
  path: string;
  cpuMiss: Spread | null;
  cpuWarm: Spread | null;
  cpuMissP95: number | null;
  /** CPU of the whole local runtime process per request (it also runs D1, KV and the cache): an upper bound. */
  processMiss: Spread | null;
  processWarm: Spread | null;
  trips: Spread | null;
  rows: Spread | null;
  d1Ms: Spread | null;
  htmlGzip: number;
  elements: number;
  jsGzip: number;
  rps: Spread | null;
  ratio: Spread | null;
  /** Warm req/s against the Worker's cheapest answer's ({@link CHEAPEST_PATH}) in the same run. */
  ratioCheapest: Spread | null;
}

/** Budgets of design section 9, as the table judges them (medians). */
export const TABLE_BUDGETS = {
  cpuMiss: 10,
  cpuMissP95: 20,
  cpuWarm: 2,
  trips: 5,
  rows: 1000,
  d1Ms: 200,
  elements: 1000,
  jsGzip: 20 * 1024,
  ratio: 0.8,
} as const;

function spread(values: number[]): Spread | null {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  return { min: Math.min(...finite), median: median(finite), max: Math.max(...finite), runs: finite };
}

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Elements of the document as a browser builds it (what Lighthouse's DOM size counts): start
 * tags, with script and style contents and comments left out.
 */
export function countElements(html: string): number {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return [...stripped.matchAll(/<[a-zA-Z][a-zA-Z0-9-]*[\s/>]/g)].length;
}

/** Measures every page of `pages` on every target, `runs` times, interleaved. */
export async function pageTable(
  targets: Target[],
  pages: PageSample[],
  options: {
    runs: number;
    requests: number;
    durationS: number;
    connections: number;
    browser?: Map<string, Map<string, NonNullable<PageWeight['browser']>>>;
  },
): Promise<TableRow[]> {
  type Samples = {
    miss: number[];
    missAll: number[];
    warm: number[];
    processMiss: number[];
    processWarm: number[];
    trips: number[];
    rows: number[];
    d1Ms: number[];
    rps: number[];
    ratio: number[];
    ratioCheapest: number[];
  };
  const samples = new Map<string, Samples>();
  const key = (target: Target, page: PageSample) => `${target.label}\u0000${page.type}`;
  for (const target of targets)
    for (const page of pages)
      samples.set(key(target, page), {
        miss: [],
        missAll: [],
        warm: [],
        processMiss: [],
        processWarm: [],
        trips: [],
        rows: [],
        d1Ms: [],
        rps: [],
        ratio: [],
        ratioCheapest: [],
      });

  for (let run = 0; run < options.runs; run += 1) {
    console.log(`bench: table run ${run + 1}/${options.runs}`);
    for (const page of pages) {
      for (const target of targets) {
        const url = `${target.base}${page.path}`;
        const into = samples.get(key(target, page))!;
        const miss = await isolateCpu(
          target.server.inspectorPort,
          url,
          options.requests,
          BYPASS_HEADERS,
          true,
        );
        if (miss) {
          into.miss.push(miss.median);
          into.missAll.push(...(miss.figures ?? []));
        }
        const warm = await isolateCpu(target.server.inspectorPort, url, options.requests);
        if (warm) into.warm.push(warm.median);
        const processMiss = await cpuPerRequest(target.server, url, options.requests, BYPASS_HEADERS);
        if (processMiss !== null) into.processMiss.push(processMiss);
        const processWarm = await cpuPerRequest(target.server, url, options.requests);
        if (processWarm !== null) into.processWarm.push(processWarm);
        const d1 = await dbFigures(target.server, url, BYPASS_HEADERS);
        // A page that fails on one server (a checkout and a state that do not match) is no figure.
        if (d1.status !== 200)
          console.log(`bench: WARNING ${target.label} ${page.path} answered ${d1.status}`);
        into.trips.push(d1.queries);
        if (d1.rows !== null) into.rows.push(d1.rows);
        if (d1.waitMs !== null) into.d1Ms.push(d1.waitMs);
        const {
          asset,
          cheapest,
          page: pageRps,
        } = interleavedRps(
          target.throughputBase ?? target.base,
          { asset: target.asset, cheapest: target.cheapest, page: page.path },
          options,
        );
        into.rps.push(pageRps);
        if (asset > 0) into.ratio.push(pageRps / asset);
        if (cheapest > 0) into.ratioCheapest.push(pageRps / cheapest);
      }
    }
  }

  const rows: TableRow[] = [];
  for (const page of pages) {
    for (const target of targets) {
      const url = `${target.base}${page.path}`;
      const html = await (await fetchRetried(url)).text();
      const weight = await htmlWeight(target.base, page.path);
      const browser = options.browser?.get(target.label)?.get(page.path);
      const into = samples.get(key(target, page))!;
      rows.push({
        target: target.label,
        type: page.type,
        path: page.path,
        cpuMiss: spread(into.miss),
        cpuWarm: spread(into.warm),
        cpuMissP95: percentile(into.missAll, 95),
        processMiss: spread(into.processMiss),
        processWarm: spread(into.processWarm),
        trips: spread(into.trips),
        rows: spread(into.rows),
        d1Ms: spread(into.d1Ms),
        htmlGzip: gzipBytes(html),
        elements: countElements(html),
        jsGzip: Math.max(weight.js, browser?.js ?? 0),
        rps: spread(into.rps),
        ratio: spread(into.ratio),
        ratioCheapest: spread(into.ratioCheapest),
      });
    }
  }
  return rows;
}

const mark = (pass: boolean | null) => (pass === null ? ' ' : pass ? '✓' : '✗');
const fixed = (value: number, digits: number) => value.toFixed(digits);
const cell = (value: Spread | null, digits: number, pass?: (median: number) => boolean) =>
  value
    ? `${fixed(value.min, digits)}/${fixed(value.median, digits)}/${fixed(value.max, digits)}${pass ? ` ${mark(pass(value.median))}` : ''}`
    : 'n/a';

/** Prints the table: one line per page type (and target), min/median/max and a budget mark. */
export function printPageTable(rows: TableRow[]): void {
  const b = TABLE_BUDGETS;
  const head = [
    'page type',
    `CPU miss ms (<=${b.cpuMiss}; p95)`,
    `CPU warm ms (<=${b.cpuWarm})`,
    'process ms miss / warm',
    `D1 trips (<=${b.trips})`,
    `rows (<=${b.rows})`,
    `D1 ms (<=${b.d1Ms})`,
    'HTML gz KB',
    `elements (<=${b.elements})`,
    'JS gz KB (<=20)',
    'req/s warm',
    `x static (>=${b.ratio})`,
    `x ${CHEAPEST_PATH} (>=${b.ratio})`,
  ];
  const lines = rows.map((row) => [
    rows.some((other) => other.target !== row.target) ? `${row.type} [${row.target}]` : row.type,
    `${cell(row.cpuMiss, 1, (m) => m <= b.cpuMiss)}; ${row.cpuMissP95 === null ? 'n/a' : `${fixed(row.cpuMissP95, 1)} ${mark(row.cpuMissP95 <= b.cpuMissP95)}`}`,
    cell(row.cpuWarm, 1, (m) => m <= b.cpuWarm),
    `${row.processMiss ? fixed(row.processMiss.median, 1) : 'n/a'} / ${row.processWarm ? fixed(row.processWarm.median, 1) : 'n/a'}`,
    cell(row.trips, 0, (m) => m <= b.trips),
    cell(row.rows, 0, (m) => m <= b.rows),
    cell(row.d1Ms, 1, (m) => m <= b.d1Ms),
    fixed(row.htmlGzip / 1024, 1),
    `${row.elements} ${mark(row.elements <= b.elements)}`,
    `${fixed(row.jsGzip / 1024, 1)} ${mark(row.jsGzip <= b.jsGzip)}`,
    cell(row.rps, 0),
    cell(row.ratio, 2, (m) => m >= b.ratio),
    cell(row.ratioCheapest, 2, (m) => m >= b.ratio),
  ]);
  const widths = head.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => line[index]!.length)),
  );
  const format = (line: string[]) =>
    `| ${line.map((text, index) => text.padEnd(widths[index]!)).join(' | ')} |`;
  console.log('\nPer page type: min/median/max over the runs; mark = median against the budget');
  console.log(format(head));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/**
 * Warm requests per second of a page and of its two references, each measured in one-second
 * slices taken in turn (asset, cheapest, page, asset, …) for `durationS` seconds apiece: the
 * machine's slow and fast moments fall on all three alike, instead of on whichever ran then.
 */
function interleavedRps(
  base: string,
  paths: { asset?: string; cheapest?: string; page: string },
  options: { connections: number; durationS: number },
): { asset: number; cheapest: number; page: number } {
  const slices = Math.max(1, Math.round(options.durationS));
  const slice = { connections: options.connections, durationS: 1 };
  const sum = { asset: 0, cheapest: 0, page: 0 };
  for (let index = 0; index < slices; index += 1) {
    for (const name of ['asset', 'cheapest', 'page'] as const) {
      const path = paths[name];
      if (path) sum[name] += runWrk(`${base}${path}`, slice).rps / slices;
    }
  }
  return sum;
}
