import type { DevServer } from './server';
import { cpuMs } from './server';

/** The request header that makes a non-production host skip the data cache (src/graphql/cache.ts). */
export const BYPASS_HEADERS = { 'x-bench-cache': 'bypass' } as const;

/** D1 figures of one answered request. */
export interface DbFigures {
  queries: number;
  rows: number | null;
  /** Time the request spent waiting for D1 (ms), when the server says. */
  waitMs: number | null;
  source: 'server-timing' | 'log' | 'none';
}

/**
 * `fetch`, tried once more a second later when it fails: after a load run the server may close
 * the kept-alive connection the client reuses next ("other side closed").
 */
export function fetchRetried(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, init).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return fetch(url, init);
  });
}

/** Sends one GET and drains the body; returns the status, headers and wall time. */
export async function timedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; ms: number; bytes: number; serverTiming: string }> {
  const started = performance.now();
  const response = await fetchRetried(url, { headers, redirect: 'manual' });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    headers: response.headers,
    ms: performance.now() - started,
    bytes: body.byteLength,
    serverTiming: finalServerTiming(response.headers, body),
  };
}

/**
 * The request's final `Server-Timing`: a streamed page's closing note after `</html>` (a
 * benchmark's full miss; its header was sent before its last D1 answer), else the header.
 * @example finalServerTiming(response.headers, await response.arrayBuffer())
 */
export function finalServerTiming(headers: Headers, body: ArrayBuffer): string {
  const tail = new TextDecoder().decode(body.slice(Math.max(0, body.byteLength - 400)));
  return /<!--server-timing: (.*)-->$/.exec(tail)?.[1] ?? headers.get('server-timing') ?? '';
}

/** Median of a list of numbers (NaN when empty). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Mean CPU time per request of the workerd running the Worker, over `count` sequential GETs:
 * the process's utime+stime delta divided by the count. It includes the runtime's own work
 * (HTTP parsing, logging, local D1/KV simulation), so it is an upper bound of the Worker's CPU.
 */
export async function cpuPerRequest(
  server: DevServer,
  url: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<number | null> {
  const pid = await server.runtimePid();
  if (!pid) return null;
  await timedGet(url, headers);
  const before = await cpuMs(pid);
  for (let i = 0; i < count; i += 1) await timedGet(url, headers);
  const after = await cpuMs(pid);
  return (after - before) / count;
}

/**
 * D1 round trips, rows read and wait of one request, from
 * `Server-Timing: db;dur=W;desc="queries=N rows=M sql=S"`
 * (non-production hosts), else from the request log line (`dbQueries`) matched by X-Request-Id.
 */
export async function dbFigures(
  server: DevServer | undefined,
  url: string,
  headers: Record<string, string> = {},
): Promise<DbFigures & { status: number }> {
  const answer = await timedGet(url, headers);
  const timing = answer.serverTiming;
  const match = /db;dur=([\d.]+);desc="queries=(\d+) rows=(\d+)/.exec(timing);
  if (match) {
    return {
      status: answer.status,
      queries: Number(match[2]),
      rows: Number(match[3]),
      waitMs: Number(match[1]),
      source: 'server-timing',
    };
  }
  const requestId = answer.headers.get('x-request-id');
  if (server && requestId) {
    // The log line is written after the response; give the pipe a moment.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const line = server.lines.findLast((candidate) => candidate.includes(requestId));
      if (line) {
        try {
          const entry = JSON.parse(line.slice(line.indexOf('{'))) as {
            dbQueries?: number;
            dbRows?: number;
            dbMs?: number;
          };
          return {
            status: answer.status,
            queries: entry.dbQueries ?? 0,
            rows: entry.dbRows ?? null,
            waitMs: entry.dbMs ?? null,
            source: 'log',
          };
        } catch {
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { status: answer.status, queries: 0, rows: null, waitMs: null, source: 'none' };
}
