/**
 * `npm run crawl -- [options]`: a breadth-first link checker against a running app.
 *
 * Follows `<a href>`, `<img src|srcset>`, `<source srcset>` and the sitemap (index and children)
 * on the app's own origin, fetches each URL once, and reports failed requests (network errors and
 * status >= 400 other than the expected ones), latency percentiles and, given the worker's pid,
 * its peak resident memory (the pid's process tree, sampled every 250 ms).
 *
 * Options:
 *   --base http://127.0.0.1:8787   the app (default $CRAWL_BASE or http://127.0.0.1:8787)
 *   --concurrency 16               requests in flight
 *   --max-pages 0                  stop after this many URLs (0: no cap)
 *   --prefix /,/en-GB              only pages whose path starts with one of these (assets always)
 *   --pid 1234                     sample this process tree's RSS
 *   --no-sitemap                   start from the seeds only
 *   --seed /,/en-GB                start URLs
 *   --json                         print the summary as JSON
 * Exits 1 when a request failed or the app stopped answering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export interface CrawlOptions {
  base: string;
  concurrency: number;
  maxPages: number;
  prefixes: string[];
  seeds: string[];
  sitemap: boolean;
  pid?: number;
  timeoutMs: number;
  log?: (line: string) => void;
}

export interface CrawlFailure {
  url: string;
  status: number | string;
  from: string;
}

export interface CrawlSummary {
  requests: number;
  pages: number;
  images: number;
  failures: CrawlFailure[];
  statuses: Record<string, number>;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  durationS: number;
  peakRssMb?: number;
  aliveAfter: boolean;
}

const HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;
const IMG_TAG = /<(?:img|source)\b[^>]*>/gi;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i');
const LOC = /<loc>([^<]+)<\/loc>/g;

const decode = (value: string) =>
  value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/**
 * The URLs a page links to: anchors, images' `src` and each candidate of a `srcset` (any letter
 * case). Inline `data:` images are no requests and are left out.
 */
export function linksOf(html: string): { pages: string[]; images: string[] } {
  const pages = [...html.matchAll(HREF)].map((match) => decode(match[1] ?? ''));
  const images: string[] = [];
  const add = (url: string | undefined) => {
    if (url && !url.startsWith('data:')) images.push(url);
  };
  for (const [tag] of html.matchAll(IMG_TAG)) {
    add(decode(tag.match(ATTRIBUTE('src'))?.[1] ?? '').trim());
    const srcset = decode(tag.match(ATTRIBUTE('srcset'))?.[1] ?? '');
    for (const candidate of srcset.split(/(?<=\s\d+(?:\.\d+)?[wx])\s*,\s*|,\s+/))
      add(candidate.trim().split(/\s+/)[0]);
  }
  return { pages, images };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop() as number;
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb * 1024;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Crawls the app breadth-first and summarises what it saw. */
export async function crawl(options: CrawlOptions): Promise<CrawlSummary> {
  const origin = new URL(options.base).origin;
  const seen = new Set<string>();
  const queue: { url: string; from: string; kind: 'page' | 'image' | 'sitemap' }[] = [];
  const failures: CrawlFailure[] = [];
  const fail = (failure: CrawlFailure) => {
    failures.push(failure);
    options.log?.(`FAIL ${failure.status} ${failure.url} (from ${failure.from})`);
  };
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let pages = 0;
  let images = 0;
  let peakRss = 0;
  const started = performance.now();
  const sampler =
    options.pid === undefined
      ? undefined
      : setInterval(() => {
          peakRss = Math.max(peakRss, treeRss(options.pid as number));
        }, 250);

  const inScope = (url: URL) =>
    url.origin === origin &&
    (options.prefixes.length === 0 ||
      options.prefixes.some((prefix) =>
        prefix === '/'
          ? !/^\/[a-z]{2}-[A-Z]{2}(\/|$)/.test(url.pathname)
          : url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
      ));
  const enqueue = (raw: string, from: string, kind: 'page' | 'image' | 'sitemap') => {
    let url: URL;
    try {
      url = new URL(raw, from);
    } catch {
      fail({ url: raw, status: 'bad url', from });
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    if (url.origin !== origin) return;
    if (kind === 'page' && !inScope(url)) return;
    // The language switch: one link per page and language, each a redirect to that page in
    // another language, which the prefixes decide on. Following them multiplies the queue by six.
    if (kind === 'page' && url.pathname === '/_locale') return;
    const key = url.href;
    if (seen.has(key)) return;
    if (options.maxPages > 0 && seen.size >= options.maxPages) return;
    seen.add(key);
    queue.push({ url: key, from, kind });
  };

  for (const seed of options.seeds) enqueue(seed, `${origin}/`, 'page');
  if (options.sitemap) enqueue('/sitemap.xml', `${origin}/`, 'sitemap');

  async function visit(item: (typeof queue)[number]) {
    const t0 = performance.now();
    let response: Response;
    try {
      response = await fetch(item.url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { 'user-agent': 'TrustboardCrawler/1.0 (+link checker)' },
      });
    } catch (error) {
      // Node's fetch says TypeError for every socket failure; its cause names it (ECONNRESET ...).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const status = [(error as Error).name ?? String(error), cause?.code ?? cause?.message].filter(Boolean);
      fail({ url: item.url, status: status.join(': '), from: item.from });
      return;
    }
    const body = new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
    latencies.push(performance.now() - t0);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (item.kind === 'image') images++;
    else pages++;
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, item.url);
        if (target.origin !== origin)
          failures.push({ url: item.url, status: `off-site ${location}`, from: item.from });
        else enqueue(target.href, item.url, item.kind);
      }
      return;
    }
    if (response.status >= 400) {
      fail({ url: item.url, status: response.status, from: item.from });
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (item.kind === 'sitemap' || type.includes('xml')) {
      const text = new TextDecoder().decode(body);
      for (const match of text.matchAll(LOC)) {
        const loc = new URL(decode(match[1] ?? ''));
        const local = `${origin}${loc.pathname}${loc.search}`;
        enqueue(local, item.url, loc.pathname.endsWith('.xml') ? 'sitemap' : 'page');
      }
      return;
    }
    if (!type.includes('text/html')) return;
    const links = linksOf(new TextDecoder().decode(body));
    for (const href of links.pages) enqueue(href, item.url, 'page');
    for (const src of links.images) enqueue(src, item.url, 'image');
    if (options.log && (pages + images) % 500 === 0)
      options.log(`${pages + images} fetched, ${queue.length} queued, ${failures.length} failed`);
  }

  let inFlight = 0;
  const workers = Array.from({ length: options.concurrency }, async () => {
    for (;;) {
      const item = queue.shift();
      if (!item) {
        // Others may still add links: wait while any request is in flight.
        if (inFlight === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      inFlight++;
      try {
        await visit(item);
      } finally {
        inFlight--;
      }
    }
  });
  await Promise.all(workers);
  if (sampler) clearInterval(sampler);
  if (options.pid !== undefined) peakRss = Math.max(peakRss, treeRss(options.pid));

  let aliveAfter = false;
  try {
    aliveAfter = (await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    aliveAfter = false;
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    pages,
    images,
    failures,
    statuses,
    latencyMs: {
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted.at(-1) ?? 0),
    },
    durationS: Math.round((performance.now() - started) / 100) / 10,
    ...(options.pid === undefined ? {} : { peakRssMb: Math.round(peakRss / 1024 / 1024) }),
    aliveAfter,
  };
}

const list = (value: string | undefined, fallback: string[]) =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: process.env.CRAWL_BASE ?? 'http://127.0.0.1:8787' },
      concurrency: { type: 'string', default: '16' },
      'max-pages': { type: 'string', default: '0' },
      prefix: { type: 'string' },
      seed: { type: 'string' },
      pid: { type: 'string' },
      'no-sitemap': { type: 'boolean', default: false },
      timeout: { type: 'string', default: '30000' },
      json: { type: 'boolean', default: false },
    },
  });
  const prefixes = list(values.prefix, []);
  const summary = await crawl({
    base: values.base as string,
    concurrency: Number(values.concurrency),
    maxPages: Number(values['max-pages']),
    prefixes,
    seeds: list(values.seed, prefixes.length > 0 ? prefixes : ['/']),
    sitemap: !values['no-sitemap'],
    pid: values.pid ? Number(values.pid) : undefined,
    timeoutMs: Number(values.timeout),
    log: values.json ? undefined : (line) => console.error(line),
  });
  if (values.json) {
    console.log(JSON.stringify(summary, null, 2));
  } else {
    console.log(
      `crawl: ${summary.requests} requests (${summary.pages} pages, ${summary.images} images) in ${summary.durationS} s`,
    );
    console.log(`statuses: ${JSON.stringify(summary.statuses)}`);
    console.log(
      `latency ms: p50 ${summary.latencyMs.p50}, p95 ${summary.latencyMs.p95}, p99 ${summary.latencyMs.p99}, max ${summary.latencyMs.max}`,
    );
    if (summary.peakRssMb !== undefined)
      console.log(`peak RSS of pid ${values.pid} and children: ${summary.peakRssMb} MB`);
    console.log(`failures: ${summary.failures.length}`);
    for (const failure of summary.failures.slice(0, 50))
      console.log(`  ${failure.status} ${failure.url} (from ${failure.from})`);
    console.log(`server answering afterwards: ${summary.aliveAfter ? 'yes' : 'NO'}`);
  }
  process.exit(summary.failures.length === 0 && summary.aliveAfter ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
