import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { renderError } from '../render/error-handler';

/** Requests this isolate answers at once; the next ones wait for a turn. */
export const MAX_IN_FLIGHT = 64;
/** Requests that may wait for a turn; past them a request is refused at once. */
export const MAX_WAITING = 256;
/** How long a request waits for a turn before it is refused (ms). */
export const MAX_WAIT_MS = 10_000;
/** What a refused request is told: try again in this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** An isolate's turns: how many requests are being answered, and who waits for one. */
export interface Turns {
  inFlight: number;
  waiting: (() => void)[];
}

/** This isolate's turns (module scope: shared by every request the isolate answers). */
const isolateTurns: Turns = { inFlight: 0, waiting: [] };

/** Waits until a request may be answered: true once it has a turn, false if it was refused. */
function takeTurn(turns: Turns, limits: AdmissionLimits): Promise<boolean> | boolean {
  if (turns.inFlight < limits.inFlight) {
    turns.inFlight++;
    return true;
  }
  if (turns.waiting.length >= limits.waiting) return false;
  return new Promise<boolean>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      // The turn was handed over by `giveBack`: inFlight already counts this request.
      resolve(true);
    };
    const timer = setTimeout(() => {
      const at = turns.waiting.indexOf(wake);
      if (at >= 0) turns.waiting.splice(at, 1);
      resolve(false);
    }, limits.waitMs);
    turns.waiting.push(wake);
  });
}

/** Ends a request's turn: the longest-waiting request gets it, else the count goes down. */
function giveBack(turns: Turns): void {
  const next = turns.waiting.shift();
  if (next) next();
  else turns.inFlight--;
}

export interface AdmissionLimits {
  inFlight: number;
  waiting: number;
  waitMs: number;
}

/**
 * Admission control: at most MAX_IN_FLIGHT requests are answered at once by an isolate, up to
 * MAX_WAITING more wait (first come, first served) at most MAX_WAIT_MS for a turn, and any
 * other is refused at once with 503 and `Retry-After` (the error page, JSON under /api), never
 * queued without end. A flood (a crawler that opens thousands of connections at once) then costs
 * the runtime a bounded amount of memory and work, and every request gets an answer.
 * Runs after the platform middleware, so a refusal carries the security headers and its log line.
 * @example app.use('*', admission())
 */
export function admission(
  limits: AdmissionLimits = { inFlight: MAX_IN_FLIGHT, waiting: MAX_WAITING, waitMs: MAX_WAIT_MS },
  turns: Turns = isolateTurns,
): MiddlewareHandler<AppEnv> {
  return async function admissionMiddleware(c, next) {
    if (!(await takeTurn(turns, limits))) return overloaded(c);
    try {
      await next();
    } finally {
      giveBack(turns);
    }
  };
}

/** The answer to a request refused for overload: cheap to make (no data loaded), never cached. */
async function overloaded(c: Context<AppEnv>): Promise<Response> {
  // The error page's shell without its data: a refusal must not read D1 or KV.
  c.set('layoutData', Promise.resolve(null));
  const response = await renderError(c, 503, 'Service overloaded');
  response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
