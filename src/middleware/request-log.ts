import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { waitUntilOf } from '../http/wait-until';
import { isLocalHost } from './local-host';

/** What the request log counts while the request is answered (`c.var`). */
declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
    /** D1 round trips made while answering, for the request log and the bench. */
    dbQueries: number;
    /** Of them, how many came one after another (the page's critical path to D1). */
    dbTrips?: number;
    /** Settles when a streamed body has been sent whole: the log line waits for it. */
    bodySent?: Promise<unknown>;
    /**
     * What a streamed page appends after its last byte, for a benchmark's full miss on this
     * machine only (`x-bench-cache: bypass`): the request's final D1 figures, which its
     * `Server-Timing` header, sent before them, cannot hold.
     */
    closingNote?: () => string;
    /** D1 rows read while answering, for the request log and the bench. */
    dbRows: number;
    /** Time spent waiting for D1 while answering (ms), for the request log and the bench. */
    dbWaitMs: number;
    /** Time D1 reports for the statements themselves (ms), for the request log and the bench. */
    dbSqlMs: number;
    /** 'hit' | 'stale' | 'miss' | 'bypass' of the data cache, for the request log. */
    cacheStatus: string;
    /** Route name of the matched page, for the request log. */
    routeName: string;
    /** The message of an error answer (4xx/5xx), for the request log. */
    errorMessage?: string;
  }
}

/**
 * Gives the request an id (echoed as `X-Request-Id`) and writes ONE JSON line when it is
 * answered: time, route (a page's name, else the matched pattern such as
 * `/api/graphql/query/:name`), status, the message of a 4xx answer, duration, data-cache status
 * and D1 round trips and rows. On this machine's own runtime (not PRODUCTION_HOST, see
 * {@link isLocalHost}) it also answers `Server-Timing: db;dur=W;desc="queries=N rows=M sql=S",
 * d1-trips;desc="T"` for the bench (W: ms waiting for D1, S: ms D1 reports for the statements, T:
 * round trips one after another); a streamed page's are those known when its head left, and a
 * benchmark's full miss gets the final ones after `</html>` (`c.var.closingNote`).
 * @example app.use('*', requestLog())
 */
export function requestLog(): MiddlewareHandler {
  return async function requestLogMiddleware(c, next) {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('dbQueries', 0);
    c.set('dbRows', 0);
    c.set('dbWaitMs', 0);
    c.set('dbSqlMs', 0);
    c.set('cacheStatus', 'bypass');
    c.set('routeName', 'unknown');
    const local = isLocalHost(c);
    if (local && c.req.header('x-bench-cache') === 'bypass')
      c.set('closingNote', () => `<!--server-timing: ${serverTiming(c)}-->`);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // A streamed page's head leaves before its last D1 answer: these are the figures so far
    // (a benchmark's full miss gets the final ones in its closing note).
    if (local) {
      c.res.headers.append('Server-Timing', serverTiming(c));
      const latency = c.get('d1LatencyMs');
      if (latency)
        c.res.headers.append('Server-Timing', `d1-latency;dur=${latency};desc="added to each D1 round trip"`);
    }
    const status = c.res.status;
    const message = status >= 400 && status < 500 ? await clientErrorMessage(c) : undefined;
    const sent = c.get('bodySent');
    // The line of a streamed page is written once its body is sent, with the request's totals.
    if (!sent) return logLine(c, started, status, message);
    const logged = sent.then(
      () => logLine(c, started, status, message),
      () => logLine(c, started, status, message),
    );
    waitUntilOf(c)?.(logged);
  };
}

/**
 * The request's D1 figures as `Server-Timing` metrics: wait, round trips, rows and SQL time,
 * then the round trips that came one after another.
 */
const serverTiming = (c: Context) =>
  `db;dur=${round(c.get('dbWaitMs'))};desc="queries=${c.get('dbQueries')} rows=${c.get('dbRows')} sql=${round(c.get('dbSqlMs'))}", d1-trips;desc="${c.get('dbTrips') ?? 0}"`;

/** The request's one log line. */
function logLine(c: Context, started: number, status: number, message: string | undefined): void {
  console.log(
    JSON.stringify({
      level: 'info',
      time: new Date().toISOString(),
      requestId: c.get('requestId'),
      method: c.req.method,
      path: new URL(c.req.url).pathname.slice(0, 512),
      route: c.get('routeName') === 'unknown' ? matchedPattern(c) : c.get('routeName'),
      status,
      ...(message !== undefined ? { message } : {}),
      ms: round(performance.now() - started),
      cache: c.get('cacheStatus'),
      dbQueries: c.get('dbQueries'),
      dbTrips: c.get('dbTrips') ?? 0,
      dbRows: c.get('dbRows'),
      dbMs: round(c.get('dbWaitMs')),
      dbSqlMs: round(c.get('dbSqlMs')),
    }),
  );
}

/** The pattern of the handler that answered (middleware registered with `use` are skipped). */
function matchedPattern(c: Context): string {
  const handlers = matchedRoutes(c).filter((route) => route.method !== 'ALL' && route.path !== '/*');
  return handlers.at(-1)?.path ?? 'unknown';
}

/** The message of a 4xx answer: the error page's, else the JSON body's `error` / `errors[0].message`. */
async function clientErrorMessage(c: Context): Promise<string | undefined> {
  const message = c.get('errorMessage');
  if (message) return message.slice(0, 300);
  if (!c.res.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const body = (await c.res.clone().json()) as { error?: unknown; errors?: { message?: unknown }[] };
    const message = body.error ?? body.errors?.[0]?.message;
    return typeof message === 'string' ? message.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/** Milliseconds to two decimals. */
const round = (ms: number) => Math.round(ms * 100) / 100;
