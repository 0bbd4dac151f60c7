import type { Context, MiddlewareHandler } from 'hono';

/**
 * Whether an unsafe request (POST...) comes from this site's own pages. A browser says where a
 * request comes from in `Sec-Fetch-Site` and `Origin`: when present, Sec-Fetch-Site must be
 * same-origin (or none: typed by the visitor) and Origin this origin or PRODUCTION_HOST.
 * Requests carrying neither (curl, server-to-server) are not cross-site forgeries.
 */
export function fromOwnSite(request: Request, productionHost: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const url = new URL(request.url);
  if (origin === url.origin) return true;
  const production = productionHost.trim().toLowerCase();
  return production !== '' && origin === `https://${production}`;
}

/**
 * Refuses (403) unsafe requests another site's page makes a browser send: contact mutations
 * and form posts cannot be forged from elsewhere, whatever their content type.
 * @example routes.use('/mutation/*', sameOrigin((c) => c.json({ error: 'forbidden' }, 403)))
 */
export function sameOrigin(refuse: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async function sameOriginMiddleware(c, next) {
    if (/^(GET|HEAD|OPTIONS)$/.test(c.req.method)) return next();
    if (!fromOwnSite(c.req.raw, c.get('config')?.PRODUCTION_HOST ?? '')) return refuse(c);
    return next();
  };
}
