import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
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
 * Security headers on every response, with a fresh CSP nonce per response exposed as
 * `c.var.nonce` for the inline scripts the page renders.
 * @example app.use('*', securityHeaders())
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    let own: string | null = null;
    await headers(c, async () => {
      // secureHeaders computes the nonce before running the handler; hand it to the renderer.
      c.set('nonce', (c.get('secureHeadersNonce' as never) as string | undefined) ?? '');
      await next();
      // A handler's own policy (the sandbox of /_img and /media) is stricter than the page one.
      own = c.res.headers.get('content-security-policy');
    });
    if (own) c.res.headers.set('content-security-policy', own);
    // HSTS means nothing over plain http (and must not be pinned from a local or test host).
    if (new URL(c.req.url).protocol !== 'https:') c.res.headers.delete('strict-transport-security');
  };
}
