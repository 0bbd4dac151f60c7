import type { Context, MiddlewareHandler } from 'hono';
import { readLimited } from './read-limited';

/**
 * Refuses a request body larger than `maxSize` bytes, declared (Content-Length) or sent (chunked),
 * with `onError`'s answer; a body within the limit is read once and handed on whole. A refused
 * body is read to its end and dropped (up to DISCARD_LIMIT_BYTES), never left half-read on its
 * connection. Hono's own bodyLimit stops reading a chunked body at the limit and leaves the rest
 * there, which stalls the local runtime's proxy for the requests after it.
 * @example routes.post('/form', limitBody({ maxSize: 64 * 1024, onError: (c) => c.text('too large', 413) }), handler)
 */
export function limitBody(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  return async function limitBodyMiddleware(c, next) {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.has('transfer-encoding')
      ? 0
      : Number(request.headers.get('content-length') ?? 0) || 0;
    const bytes = await readLimited(request.body, declared, options.maxSize, { discard: true });
    if (!bytes) return options.onError(c);
    c.req.raw = new Request(request, { body: bytes });
    return next();
  };
}
