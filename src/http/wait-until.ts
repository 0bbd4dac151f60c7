import type { Context } from 'hono';

/**
 * The request's `waitUntil` (work that may outlive the response), or undefined where the request
 * has no execution context (a direct `app.request` in tests).
 * @example waitUntilOf(c)?.(cache.put(key, value))
 */
export function waitUntilOf(c: Context): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const context = c.executionCtx;
    return (promise) => context.waitUntil(promise);
  } catch {
    return undefined;
  }
}
