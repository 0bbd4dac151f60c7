import type { MiddlewareHandler } from 'hono';
import { discardRest } from '../http/read-limited';

/**
 * Reads what is left of a request body no handler read (a post refused for its origin, type or
 * size) before the answer goes out. The local runtime keeps a connection alive under an unread
 * body, and the next request sent on it fails with 'Network connection lost' (wrangler dev adds
 * the same step to bundles it builds itself; `npm start` serves the deployed bundle without it).
 * At most DISCARD_LIMIT_BYTES are read: the rest is cancelled.
 * @example app.use('*', drainUnreadBody())
 */
export function drainUnreadBody(): MiddlewareHandler {
  return async function drainUnreadBodyMiddleware(c, next) {
    try {
      await next();
    } finally {
      const body = c.req.raw.body;
      if (body !== null && !c.req.raw.bodyUsed && !body.locked) await discardRest(body.getReader());
    }
  };
}
