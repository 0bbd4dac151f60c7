import type { Context } from 'hono';
import { isIndexableHost } from '../middleware/robots-policy';

/**
 * `GET /robots.txt`: the production host (the same test as the pages' robots policy) may be
 * crawled and names its sitemap; every other host (staging, previews, localhost) disallows all.
 * The language switcher's `/_locale` links are kept out of the crawl: each page carries six of
 * them, each a 303 to a page its hreflang alternates already name, so a crawler following them
 * would spend six requests a page on redirects.
 */
export function robotsHandler(c: Context): Response {
  const body = isIndexableHost(c)
    ? `User-agent: *\nDisallow: /_locale\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', c.req.url).href}\n`
    : 'User-agent: *\nDisallow: /\n';
  return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
}
