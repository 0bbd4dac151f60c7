import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { SCRIPT_HASHES } from '../generated/csp';
import { hasPersonalCookie } from './identity';

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Strict and cacheable: only the hashed inline scripts (src/render/inline-scripts.ts) and what
    // they load run. 'self' is for browsers without 'strict-dynamic' (they ignore it otherwise).
    scriptSrc: ["'strict-dynamic'", ...SCRIPT_HASHES, "'self'"],
    styleSrc: ["'self'"],
    // Member colours are CSS variables in `style` attributes (any hex, so no static class can hold
    // them). Attributes cannot run script, and img-src/font-src keep url() on this origin.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
});

/**
 * Security headers on every response. The CSP is the same for every response (script hashes
 * computed at build time), so pages can be cached and shared.
 *
 * `Cross-Origin-Opener-Policy: same-origin` goes only on answers that hold a visitor's own state:
 * to a visitor with a personal cookie, or setting one. It keeps other windows from that state,
 * and an anonymous page has none (it is the same for everyone); but it makes the browser start
 * the page in a new renderer process on every arrival from another site, which cost an
 * anonymous leaderboard 10-15 points of Lighthouse's mobile score
 * (docs/decisions/cross-origin-opener-policy.md).
 * @example app.use('*', securityHeaders())
 */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    let own: string | null = null;
    await headers(c, async () => {
      await next();
      // A handler's own policy (the sandbox of /_img and /media) is stricter than the page one.
      own = c.res.headers.get('content-security-policy');
    });
    if (own) c.res.headers.set('content-security-policy', own);
    if (!hasPersonalCookie(c) && !c.res.headers.has('set-cookie'))
      c.res.headers.delete('cross-origin-opener-policy');
    // HSTS means nothing over plain http (and must not be pinned from a local or test host).
    if (new URL(c.req.url).protocol !== 'https:') c.res.headers.delete('strict-transport-security');
  };
}
