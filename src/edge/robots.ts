import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * `GET /robots.txt`: the production host may be crawled and names its sitemap; every other host
 * (staging, previews, localhost) disallows everything.
 */
export function robotsHandler(c: Context<AppEnv>): Response {
  const production = c.get('config').PRODUCTION_HOST.toLowerCase();
  const host = new URL(c.req.url).hostname.toLowerCase();
  const body =
    production && host === production
      ? `User-agent: *\nAllow: /\n\nSitemap: https://${production}/sitemap.xml\n`
      : 'User-agent: *\nDisallow: /\n';
  return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
}
