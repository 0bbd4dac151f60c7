import type { Context, MiddlewareHandler } from 'hono';
import { RETRY_AFTER_SECONDS, renderError } from '../render/error-handler';

/** Requests this isolate answers at once; the next ones wait for a turn. */
export const MAX_IN_FLIGHT = 32;
/** Requests that may wait for a turn; past them a request is refused at once. */
export const MAX_WAITING = 512;
/** How long a request waits for a turn before it is refused (ms). */
export const MAX_WAIT_MS = 10_000;

/** How often a waiting request looks for a free turn (ms). */
const POLL_MS = 100;
/**
 * A turn not given back after this long is taken back (ms). The runtime drops a request whose
 * client went away without running the rest of its code, `finally` blocks included: without this
 * its turn would be lost for good, and a flood of abandoned requests would leave none.
 */
export const TURN_LEASE_MS = 20_000;

/** An isolate's turns: when each request being answered, and each waiting one, got or asked for it. */
export interface Turns {
  running: Map<symbol, number>;
  waiting: Map<symbol, number>;
  /** When `reclaim` last looked (it looks at most twice a lease, and once a second). */
  reclaimedAt: number;
}

export interface AdmissionLimits {
  inFlight: number;
  waiting: number;
  waitMs: number;
  /** TURN_LEASE_MS unless given. */
  leaseMs?: number;
}

/** This isolate's turns (module scope: shared by every request the isolate answers). */
const isolateTurns: Turns = { running: new Map(), waiting: new Map(), reclaimedAt: 0 };

/** Forgets the turns and places of requests the runtime dropped (see TURN_LEASE_MS). */
function reclaim(turns: Turns, limits: AdmissionLimits, now: number): void {
  const lease = limits.leaseMs ?? TURN_LEASE_MS;
  if (now - turns.reclaimedAt < Math.min(1000, lease / 2)) return;
  turns.reclaimedAt = now;
  for (const [turn, since] of turns.running) if (now - since > lease) turns.running.delete(turn);
  for (const [place, since] of turns.waiting)
    if (now - since > limits.waitMs + lease) turns.waiting.delete(place);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A turn for this request: at once while fewer than `inFlight` run, else after waiting (each
 * waiting request looks again every POLL_MS: no request's code wakes another's, which the
 * runtime would not allow across requests), or null when too many wait or the wait ran out.
 */
async function takeTurn(turns: Turns, limits: AdmissionLimits): Promise<symbol | null> {
  reclaim(turns, limits, Date.now());
  const turn = Symbol('turn');
  if (turns.running.size < limits.inFlight && turns.waiting.size === 0) {
    turns.running.set(turn, Date.now());
    return turn;
  }
  if (turns.waiting.size >= limits.waiting) return null;
  const asked = Date.now();
  turns.waiting.set(turn, asked);
  try {
    while (Date.now() - asked < limits.waitMs) {
      await sleep(POLL_MS);
      reclaim(turns, limits, Date.now());
      if (turns.running.size < limits.inFlight) {
        turns.running.set(turn, Date.now());
        return turn;
      }
    }
    return null;
  } finally {
    turns.waiting.delete(turn);
  }
}

/**
 * Admission control: at most MAX_IN_FLIGHT requests are answered at once by an isolate, up to
 * MAX_WAITING more wait at most MAX_WAIT_MS for a turn, and any
 * other is refused at once with 503 and `Retry-After` (the error page, JSON under /api), never
 * queued without end. A flood (a crawler that opens thousands of connections at once) then costs
 * the runtime a bounded amount of memory and work, and every request gets an answer.
 * Runs after the platform middleware, so a refusal carries the security headers and its log line.
 * @example app.use('*', admission())
 */
export function admission(
  limits: AdmissionLimits = { inFlight: MAX_IN_FLIGHT, waiting: MAX_WAITING, waitMs: MAX_WAIT_MS },
  turns: Turns = isolateTurns,
): MiddlewareHandler {
  return async function admissionMiddleware(c, next) {
    const turn = await takeTurn(turns, limits);
    if (!turn) return overloaded(c);
    let streaming = false;
    try {
      await next();
      // A streamed page holds its turn until its last byte: its D1 reads go on after the head.
      const sent = c.get('bodySent');
      if (sent) {
        streaming = true;
        void sent.finally(() => turns.running.delete(turn));
      }
    } finally {
      if (!streaming) turns.running.delete(turn);
    }
  };
}

/** Refusal pages rendered, per locale and origin (at most REFUSAL_PAGES_MAX, the oldest out first). */
const refusalPages = new Map<string, string>();
const REFUSAL_PAGES_MAX = 16;

/**
 * The answer to a request refused for overload: never cached by anyone, and cheap to make, since
 * a flood brings thousands at once: the error page's shell without its data (a refusal must not
 * read D1 or KV), rendered once per locale and origin and then reused.
 */
async function overloaded(c: Context): Promise<Response> {
  const refusal = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
  const url = new URL(c.req.url);
  const key = `${c.get('locale')} ${url.origin}`;
  const page = refusalPages.get(key);
  if (page !== undefined && !url.pathname.startsWith('/api/')) {
    c.set('errorMessage', OVERLOADED);
    return c.html(page, 503, refusal);
  }
  c.set('layoutData', Promise.resolve(null));
  const response = await renderError(c, 503, OVERLOADED, { samePage: true });
  for (const [name, value] of Object.entries(refusal)) response.headers.set(name, value);
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  if (refusalPages.size >= REFUSAL_PAGES_MAX) refusalPages.delete(refusalPages.keys().next().value ?? '');
  refusalPages.set(key, html);
  return new Response(html, response);
}

const OVERLOADED = 'Service overloaded';
