import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by a handler whose answer is made for other sites (badge, widget): its own CSP. */
    embedPolicy: string;
  }
}

/**
 * Headers of answers made to be shown on other sites, applied last (register it before the
 * platform middleware, whose security headers are written on the way out): the handler's own
 * CSP, `Cross-Origin-Resource-Policy: cross-origin` so an `<img>` or `<iframe>` of any origin
 * may load it, no `X-Frame-Options` (the CSP's `frame-ancestors` decides) and never a cookie.
 * Answers whose handler set no `embedPolicy` (an unknown path) keep the site's headers.
 * @example app.use('/widget/*', embeddable())
 */
export function embeddable(): MiddlewareHandler {
  return async function embeddableHeaders(c, next) {
    await next();
    const policy = c.get('embedPolicy');
    if (!policy) return;
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policy);
    headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    headers.delete('X-Frame-Options');
    headers.delete('Cross-Origin-Opener-Policy');
    headers.delete('Set-Cookie');
  };
}
