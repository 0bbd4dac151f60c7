import type { MiddlewareHandler } from 'hono';

/** How much of a refused request's body is read off the connection before it is cancelled. */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Reads what is left of a request body no handler read (a post refused for its origin, type or
 * size) before the answer goes out. The local runtime keeps a connection alive under an unread
 * body, and the next request sent on it fails with 'Network connection lost' (wrangler dev adds
 * the same step to bundles it builds itself; `npm start` serves the deployed bundle without it).
 * At most DRAIN_LIMIT_BYTES are read: the rest is cancelled.
 * @example app.use('*', drainUnreadBody())
 */
export function drainUnreadBody(): MiddlewareHandler {
  return async function drainUnreadBodyMiddleware(c, next) {
    try {
      await next();
    } finally {
      const body = c.req.raw.body;
      if (body !== null && !c.req.raw.bodyUsed && !body.locked) await drain(body);
    }
  };
}

async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value?.byteLength ?? 0;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing is left to read.
  }
}
