import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { loadSource } from './load';
import { readImageParams } from './params';
import { sniffRaster } from './sniff';
import { checkImageSource, type SourcePolicy, sourceId } from './source';

const LONG_CACHE = 'public, max-age=31536000, immutable';
// An original served because the transform failed is kept for a shorter time, to retry later.
const FALLBACK_CACHE = 'public, max-age=3600';
// Cache keys live on a fixed origin so nothing of the request but url, w and q enters them.
const CACHE_ORIGIN = 'https://image-cache.invalid';

/** The policy of the current request: this host, the production host, IMAGE_ALLOWED_HOSTS. */
export function sourcePolicy(c: Context<AppEnv>): SourcePolicy {
  const config = c.get('config');
  const siteHosts = [new URL(c.req.url).hostname.toLowerCase()];
  if (config.PRODUCTION_HOST) siteHosts.push(config.PRODUCTION_HOST.toLowerCase());
  return { siteHosts, allowedHosts: config.IMAGE_ALLOWED_HOSTS };
}

/** AVIF for browsers that say they take it (smaller at the same quality), WebP for the rest. */
export function outputFormat(accept: string | undefined): 'image/avif' | 'image/webp' {
  return /\bimage\/avif\b/i.test(accept ?? '') ? 'image/avif' : 'image/webp';
}

/**
 * `GET /_img?url=&w=&q=`: a raster image resized to a snapped width and encoded as AVIF when the
 * request's Accept names it, else WebP (`Vary: Accept`). Anything not allowed is refused before a
 * single byte is fetched.
 */
export async function imageHandler(c: Context<AppEnv>): Promise<Response> {
  const params = readImageParams(c.req.query('w'), c.req.query('q'));
  if (!params.ok) return plain(params.reason, 400);
  const policy = sourcePolicy(c);
  const checked = checkImageSource(c.req.query('url') ?? '', policy);
  if (!checked.ok) return plain(checked.reason, 400);
  const format = outputFormat(c.req.header('accept'));

  const cacheKey = new Request(
    `${CACHE_ORIGIN}/_img?${new URLSearchParams({ url: sourceId(checked.source), w: String(params.width), q: String(params.quality), f: format })}`,
  );
  // The DOM lib types `caches` without the Workers default cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(cacheKey);
  // A cached response has immutable headers; the platform middleware still adds its own.
  if (cached) return new Response(cached.body, cached);

  const loaded = await loadSource(checked.source, c.env, policy);
  if (!loaded.ok) return plain(loaded.reason, loaded.status);
  const type = sniffRaster(loaded.bytes);
  if (!type) return plain('source is not a raster image (png, jpeg, gif, webp, avif)', 415);

  const response = await transform(c.env, loaded.bytes, params.width, params.quality, format)
    // An encoder without AVIF still gives WebP before the original.
    .catch(() => transform(c.env, loaded.bytes, params.width, params.quality, 'image/webp'))
    .catch(function serveOriginal(error: unknown) {
      console.error(
        JSON.stringify({ level: 'warn', message: 'image transform failed', error: String(error) }),
      );
      return imageResponse(loaded.bytes, type, FALLBACK_CACHE);
    });
  c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}

async function transform(
  env: Env,
  bytes: Uint8Array<ArrayBuffer>,
  width: number,
  quality: number,
  format: 'image/avif' | 'image/webp',
): Promise<Response> {
  const input = new Blob([bytes]).stream();
  const result = await env.IMAGES.input(input)
    .transform({ width, fit: 'scale-down' })
    .output({ format, quality });
  const output = new Uint8Array(await new Response(result.image()).arrayBuffer());
  return imageResponse(output, format, LONG_CACHE);
}

function imageResponse(bytes: Uint8Array<ArrayBuffer>, type: string, cacheControl: string): Response {
  return new Response(bytes, {
    headers: {
      'content-type': type,
      'cache-control': cacheControl,
      // The format follows the request's Accept: shared caches keep one copy per Accept.
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

function plain(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
