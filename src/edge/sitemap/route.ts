import type { Context } from 'hono';
import { HttpError } from '../../http/errors';
import { SITEMAP_SOURCES } from './sources';
import { sitemapIndex, urlsetStream } from './xml';

const CACHE_CONTROL = 'public, max-age=3600';
const CHILD = /^([a-z]+)-(\d{1,9})\.xml$/;

/** The absolute origin of sitemap addresses: the production host when set, else this request's. */
export function siteOrigin(c: Context): string {
  const host = c.get('config').PRODUCTION_HOST;
  return host ? `https://${host}` : new URL(c.req.url).origin;
}

/** `GET /sitemap.xml`: the index of every child sitemap. */
export async function sitemapIndexHandler(c: Context): Promise<Response> {
  return cached(c, async () => {
    const origin = siteOrigin(c);
    const now = new Date();
    const locations: string[] = [];
    for (const source of SITEMAP_SOURCES) {
      for (const n of await source.chunks(c.env.DB, now))
        locations.push(`${origin}/sitemaps/${source.name}-${n}.xml`);
    }
    return xmlResponse(sitemapIndex(locations));
  });
}

/** `GET /sitemaps/{name}-{n}.xml` (n from 1): one child sitemap, streamed. */
export async function sitemapChildHandler(c: Context): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const match = CHILD.exec(file);
  const source = SITEMAP_SOURCES.find((candidate) => candidate.name === match?.[1]);
  const n = Number(match?.[2] ?? 0);
  if (!source || n < 1) throw new HttpError(404, `Page Not Found: /sitemaps/${file}`);
  return cached(c, async () => {
    const pages = await source.pages(c.env.DB, n - 1, new Date());
    if (pages.length === 0) throw new HttpError(404, `Page Not Found: /sitemaps/${file}`);
    const unique = [...new Map(pages.map((page) => [page.path, page])).values()];
    return xmlResponse(urlsetStream(siteOrigin(c), unique));
  });
}

function xmlResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Answers from the Cache API (keyed by address only), else builds and stores the response. */
async function cached(c: Context, build: () => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  const key = new Request(`${url.origin}${url.pathname}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  // A cached response has immutable headers; the platform middleware still adds its own.
  if (hit) return new Response(hit.body, hit);
  const response = await build();
  c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}
