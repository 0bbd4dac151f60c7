import type { Context } from 'hono';
import { Gate } from './limit';
import { loadSource } from './load';
import { readImageParams } from './params';
import { decodable, type RasterType, sniffRaster } from './sniff';
import { checkImageSource, type ImageSource, type SourcePolicy, sourceId } from './source';

const LONG_CACHE = 'public, max-age=31536000, immutable';
// An original served because the transform failed is kept for a shorter time, to retry later.
const FALLBACK_CACHE = 'public, max-age=3600';
// An original served while every transform slot was busy: the variant is made on a later visit.
const BUSY_CACHE = 'public, max-age=60';
// Cache keys live on a fixed origin so nothing of the request but url, w and q enters them.
const CACHE_ORIGIN = 'https://image-cache.invalid';
/** Images are files, never documents: nothing in them may run. */
export const IMAGE_CSP = "default-src 'none'; sandbox";

/** The policy of the current request: this host, the production host, IMAGE_ALLOWED_HOSTS. */
export function sourcePolicy(c: Context): SourcePolicy {
  const config = c.get('config');
  const siteHosts = [new URL(c.req.url).hostname.toLowerCase()];
  if (config.PRODUCTION_HOST) siteHosts.push(config.PRODUCTION_HOST.toLowerCase());
  return { siteHosts, allowedHosts: config.IMAGE_ALLOWED_HOSTS };
}

/** Transforms decoding at once in this isolate; the others wait (each holds its pixels). */
export const TRANSFORM_GATE = new Gate(2);
/**
 * How long a request waits for a transform slot before it is served the original instead (with a
 * short cache, so a later request makes the variant): a crawl never queues minutes of transforms.
 */
export const TRANSFORM_WAIT_MS = 2000;
/**
 * How long one transform may take before the original is served instead (with the short fallback
 * cache): an encoder that stalls must not leave an image, and the page waiting on it, hanging.
 */
export const TRANSFORM_TIME_LIMIT_MS = 8000;

/** `promise`, or a rejection once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`image transform took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** AVIF for browsers that say they take it (smaller at the same quality), WebP for the rest. */
export function outputFormat(accept: string | undefined): OutputFormat {
  return /\bimage\/avif\b/i.test(accept ?? '') ? 'image/avif' : 'image/webp';
}

type OutputFormat = 'image/avif' | 'image/webp';

/** A variant as made once and then served from the caches. */
interface Variant {
  status: number;
  bytes: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** R2 key of a transformed variant (never reachable through /media: keys there start alphanumeric). */
const variantObjectKey = (id: string, format: OutputFormat) =>
  `_variants/${id}.${format === 'image/avif' ? 'avif' : 'webp'}`;

async function variantId(source: string, width: number, quality: number): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify([source, width, quality])),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `GET /_img?url=&w=&q=`: a raster image resized to a snapped width and encoded as WebP.
 * Anything not allowed is refused before a single byte is fetched. Each variant (source, width,
 * quality) is transformed once: the edge cache answers first, then the copy kept in R2, and only
 * then a transform, at most {@link TRANSFORM_GATE} at once, one per variant however many ask.
 */
export async function imageHandler(c: Context): Promise<Response> {
  const params = readImageParams(c.req.query('w'), c.req.query('q'));
  if (!params.ok) return plain(params.reason, 400);
  const policy = sourcePolicy(c);
  const checked = checkImageSource(c.req.query('url') ?? '', policy);
  if (!checked.ok) return plain(checked.reason, 400);

  const format = outputFormat(c.req.header('accept'));
  const source = sourceId(checked.source);
  const cacheKey = new Request(
    `${CACHE_ORIGIN}/_img?${new URLSearchParams({ url: source, w: String(params.width), q: String(params.quality), f: format })}`,
  );
  // The DOM lib types `caches` without the Workers default cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(cacheKey);
  // A cached response has immutable headers; the platform middleware still adds its own.
  if (cached) return new Response(cached.body, cached);

  const id = await variantId(source, params.width, params.quality);
  const variant = await makeVariant(c.env, checked.source, policy, id, params.width, params.quality, format);
  const response = new Response(variant.bytes, { status: variant.status, headers: variant.headers });
  if (variant.status === 200 && variant.headers['cache-control'] !== BUSY_CACHE)
    c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}

async function makeVariant(
  env: Env,
  source: ImageSource,
  policy: SourcePolicy,
  id: string,
  width: number,
  quality: number,
  format: OutputFormat,
): Promise<Variant> {
  const kept = await keptVariant(env, id, format);
  if (kept) return kept;
  const made = await TRANSFORM_GATE.run(async () => {
    // Another request may have made this variant while this one waited for its slot.
    const madeMeanwhile = await keptVariant(env, id, format);
    if (madeMeanwhile) return madeMeanwhile;
    const loaded = await checkedSource(env, source, policy);
    if (!loaded.ok) return loaded.variant;
    try {
      // An encoder without AVIF still gives WebP before the original; both within the time limit.
      const [output, type] = await within(
        transform(env, loaded.bytes, width, quality, format)
          .then((bytes) => [bytes, format] as const)
          .catch(
            async () =>
              [await transform(env, loaded.bytes, width, quality, 'image/webp'), 'image/webp'] as const,
          ),
        TRANSFORM_TIME_LIMIT_MS,
      );
      if (type !== format) return imageVariant(output, type, FALLBACK_CACHE);
      await env.MEDIA.put(variantObjectKey(id, format), output, {
        httpMetadata: { contentType: format },
      }).catch((error: unknown) => {
        console.error(
          JSON.stringify({ level: 'warn', message: 'image variant not kept', error: String(error) }),
        );
      });
      return imageVariant(output, format, LONG_CACHE);
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'warn', message: 'image transform failed', error: String(error) }),
      );
      return imageVariant(loaded.bytes, loaded.type, FALLBACK_CACHE);
    }
  }, TRANSFORM_WAIT_MS);
  if (made) return made;
  // Every slot is busy: the original now (checked like any source), the variant on a later visit.
  const loaded = await checkedSource(env, source, policy);
  return loaded.ok ? imageVariant(loaded.bytes, loaded.type, BUSY_CACHE) : loaded.variant;
}

async function keptVariant(env: Env, id: string, format: OutputFormat): Promise<Variant | null> {
  const kept = await env.MEDIA.get(variantObjectKey(id, format)).catch(() => null);
  return kept ? imageVariant(new Uint8Array(await kept.arrayBuffer()), format, LONG_CACHE) : null;
}

/** The source's bytes once they pass every check: size, raster type, declared dimensions. */
async function checkedSource(
  env: Env,
  source: ImageSource,
  policy: SourcePolicy,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer>; type: RasterType } | { ok: false; variant: Variant }> {
  const loaded = await loadSource(source, env, policy);
  if (!loaded.ok) return { ok: false, variant: plainVariant(loaded.reason, loaded.status) };
  const type = sniffRaster(loaded.bytes);
  if (!type)
    return {
      ok: false,
      variant: plainVariant('source is not a raster image (png, jpeg, gif, webp, avif)', 415),
    };
  // The header's dimensions, read before decoding: a small file can declare a huge bitmap.
  if (!decodable(loaded.bytes, type))
    return { ok: false, variant: plainVariant('source image dimensions are too large', 413) };
  return { ok: true, bytes: loaded.bytes, type };
}

async function transform(
  env: Env,
  bytes: Uint8Array<ArrayBuffer>,
  width: number,
  quality: number,
  format: OutputFormat,
): Promise<Uint8Array<ArrayBuffer>> {
  const input = new Blob([bytes]).stream();
  const result = await env.IMAGES.input(input)
    .transform({ width, fit: 'scale-down' })
    .output({ format, quality });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

function imageVariant(bytes: Uint8Array<ArrayBuffer>, type: string, cacheControl: string): Variant {
  return {
    status: 200,
    bytes,
    headers: {
      'content-type': type,
      'cache-control': cacheControl,
      // The format follows the request's Accept: shared caches keep one copy per Accept.
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      'content-security-policy': IMAGE_CSP,
    },
  };
}

function plainVariant(message: string, status: number): Variant {
  return {
    status,
    bytes: new TextEncoder().encode(message) as Uint8Array<ArrayBuffer>,
    headers: PLAIN_HEADERS,
  };
}

const PLAIN_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': IMAGE_CSP,
};

function plain(message: string, status: number): Response {
  return new Response(message, { status, headers: PLAIN_HEADERS });
}
