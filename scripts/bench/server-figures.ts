import { isolateCpu } from './isolate-cpu';
import { BYPASS_HEADERS, cpuPerRequest, dbFigures, median, timedGet } from './measure';
import type { PageSample } from './pages';
import type { BudgetRow } from './report';
import { ms } from './report';
import type { DevServer } from './server';
import { TABLE_BUDGETS } from './table';
import { runWrk, type WrkResult } from './wrk';

/** The 1M-review set's latency on a miss, at most this many times the demo set's. */
export const SCALE_BUDGET = 1.2;

/** The page types whose server cost the budgets name (design section 9). */
export const MAIN_TYPES = ['home', 'directory', 'profile', 'leaderboard'];

export interface ServerOptions {
  durationS: number;
  connections: number;
  requests: number;
}

/** Whether the data-cache bypass header is honoured: a bypassed request of a page reads D1. */
export async function bypassWorks(server: DevServer | undefined, base: string, page: PageSample) {
  const first = await dbFigures(server, `${base}${page.path}`, BYPASS_HEADERS);
  const second = await dbFigures(server, `${base}${page.path}`, BYPASS_HEADERS);
  return first.queries > 0 && second.queries > 0;
}

/**
 * Throughput of a static asset against SSR pages, warm (after a warm-up) and cold (data cache
 * bypassed), with wrk on loopback.
 */
export function throughput(
  base: string,
  asset: string | undefined,
  pages: PageSample[],
  options: ServerOptions,
) {
  const run = (path: string, headers?: Record<string, string>) =>
    runWrk(`${base}${path}`, { connections: options.connections, durationS: options.durationS, headers });
  // The static reference runs right before each page, so both see the same machine load.
  const runs: { page: PageSample; warm: WrkResult; cold: WrkResult; asset?: WrkResult }[] = [];
  for (const page of pages) {
    const assetRun = asset ? run(asset) : undefined;
    runs.push({ page, asset: assetRun, warm: run(page.path), cold: run(page.path, BYPASS_HEADERS) });
  }
  const assetRun = runs[0]?.asset;
  const rows: BudgetRow[] = [];
  if (assetRun) {
    rows.push({
      figure: `static asset rps (${asset})`,
      value: `${runs.map((item) => `${item.asset?.rps.toFixed(0)}`).join(' / ')} rps`,
      budget: 'reference',
      pass: runs.every((item) => item.asset?.errors === 0) ? null : false,
      note: `measured before each page; p50 ${ms(assetRun.latencyMs.p50)}`,
    });
  }
  for (const { page, warm, cold, asset: paired } of runs) {
    const ratio = paired ? warm.rps / paired.rps : Number.NaN;
    rows.push({
      figure: `${page.type} rps warm / static`,
      value: `${warm.rps.toFixed(0)} rps (${Number.isNaN(ratio) ? 'n/a' : `${(ratio * 100).toFixed(0)}%`})`,
      budget: `>= ${TABLE_BUDGETS.ratio * 100}% of static`,
      pass: Number.isNaN(ratio) ? null : ratio >= TABLE_BUDGETS.ratio && warm.errors === 0,
      note: `p50 ${ms(warm.latencyMs.p50)}; cold ${cold.rps.toFixed(0)} rps p50 ${ms(cold.latencyMs.p50)}${warm.errors + cold.errors ? `; ${warm.errors + cold.errors} error responses` : ''}`,
    });
  }
  return { rows, asset: assetRun, pages: runs.map(({ page, warm, cold }) => ({ ...page, warm, cold })) };
}

/**
 * CPU ms per request, warm and on a data-cache miss. The budget (a median) is judged on the
 * isolate's CPU from the V8 profiler (`isolate-cpu.ts`); the process figure (utime+stime of the
 * workerd, which also runs the local D1, KV and HTTP proxy) is reported beside it as an upper bound.
 */
export async function cpu(server: DevServer, base: string, pages: PageSample[], options: ServerOptions) {
  const rows: BudgetRow[] = [];
  const figures: Record<string, unknown> = {};
  for (const page of pages) {
    const url = `${base}${page.path}`;
    const workerd = {
      warm: await cpuPerRequest(server, url, options.requests),
      miss: await cpuPerRequest(server, url, options.requests, BYPASS_HEADERS),
    };
    const isolate = {
      warm: await isolateCpu(server.inspectorPort, url, options.requests),
      miss: await isolateCpu(server.inspectorPort, url, options.requests, BYPASS_HEADERS),
    };
    figures[page.type] = { workerd, isolate };
    for (const [kind, budget] of [
      ['warm', TABLE_BUDGETS.cpuWarm],
      ['miss', TABLE_BUDGETS.cpuMiss],
    ] as const) {
      const figure = isolate[kind];
      rows.push({
        figure: `${page.type} CPU per request, ${kind === 'warm' ? 'warm' : 'cache miss'}`,
        value: figure ? `${ms(figure.median)} median` : 'n/a',
        budget: `<= ${budget} ms median`,
        pass: figure ? figure.median <= budget : null,
        note: `isolate, V8 profiler; mean ${ms(figure?.mean ?? null)}, whole workerd ${ms(workerd[kind])} mean`,
      });
    }
  }
  return { rows, figures };
}

/** D1 round trips and rows read of each page on a data-cache miss. */
export async function d1PerPage(server: DevServer | undefined, base: string, pages: PageSample[]) {
  const rows: BudgetRow[] = [];
  const figures: Record<string, unknown> = {};
  for (const page of pages) {
    const figure = await dbFigures(server, `${base}${page.path}`, BYPASS_HEADERS);
    figures[page.type] = { path: page.path, ...figure };
    const rowsOk = figure.rows === null ? true : figure.rows <= 1000;
    rows.push({
      figure: `${page.type} D1 on a miss`,
      value: `${figure.queries} trips, ${figure.rows ?? '?'} rows`,
      budget: '<= 5 trips, <= 1000 rows',
      pass: figure.source === 'none' || figure.status >= 400 ? null : figure.queries <= 5 && rowsOk,
      note: `${figure.source}${figure.status >= 400 ? `, status ${figure.status}` : ''}`,
    });
  }
  return { rows, figures };
}

/**
 * Median latency on a miss (data caches bypassed) of every page type both data sets have, the
 * demo's and the large one's servers asked in turn, request by request, so that the machine's
 * drift during the run weighs on both alike. Two unmeasured rounds first warm each page's code.
 */
export async function pairedLatencies(
  demo: { base: string; pages: PageSample[] },
  large: { base: string; pages: PageSample[] },
  count: number,
) {
  const figures = { demo: {} as Record<string, number>, large: {} as Record<string, number> };
  for (const page of demo.pages) {
    const other = large.pages.find((candidate) => candidate.type === page.type);
    if (!other) continue;
    const times = { demo: [] as number[], large: [] as number[] };
    for (let round = 0; round < count + 2; round += 1) {
      const mine = await timedGet(`${demo.base}${page.path}`, BYPASS_HEADERS);
      const theirs = await timedGet(`${large.base}${other.path}`, BYPASS_HEADERS);
      if (mine.status !== 200 || theirs.status !== 200)
        throw new Error(`${page.type}: ${mine.status} on the demo, ${theirs.status} on the large set`);
      if (round < 2) continue;
      times.demo.push(mine.ms);
      times.large.push(theirs.ms);
    }
    figures.demo[page.type] = median(times.demo);
    figures.large[page.type] = median(times.large);
  }
  return figures;
}

/** Compares the large data set's median latencies with the demo's. */
export function scaleRows(demo: Record<string, number>, large: Record<string, number>): BudgetRow[] {
  return Object.keys(demo).map((type) => {
    const ratio = (large[type] ?? Number.NaN) / demo[type]!;
    return {
      figure: `${type} latency large / demo (miss)`,
      value: Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}x`,
      budget: `<= ${SCALE_BUDGET}x`,
      pass: Number.isNaN(ratio) ? null : ratio <= SCALE_BUDGET,
      note: `${ms(large[type])} vs ${ms(demo[type])} median`,
    };
  });
}
