import type { Context } from 'hono';
import { BUILD_ID } from '../generated/build-id';
import { schemaVersion } from '../generated/graphql';
import { cacheBypassRequested } from '../graphql/cache';
import { backgroundSlots } from '../http/background';
import { generation } from '../http/page-generations';
import { waitUntilOf } from '../http/wait-until';
import { hasPersonalCookie } from '../middleware/identity';
import { skipPageCache } from '../render/skip-page-cache';

/** How long a rendered page is served as fresh: the data cache's shortest TTL. */
export const PAGE_TTL_SECONDS = 60;
/** How long after that a stale copy is still served while the next one renders. */
export const PAGE_STALE_SECONDS = 600;
/** What shared caches (and the platform's) are told about an anonymous page. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, s-maxage=${PAGE_TTL_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
/** What every other page says: made for one visitor, kept by nobody. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/** Header of a stored copy: when it was rendered (ms), for freshness. Never sent to visitors. */
const STORED_AT = 'x-page-stored-at';

/** What a page's rendering tells the page cache (`c.var`). */
/** Writes of pages to the shared cache at once; past them a page is kept in memory only. */
const sharedWrites = backgroundSlots(8);
const revalidating = new Set<string>();

/** At most this many pages are kept in an isolate's memory, and at most this many bytes of them. */
export const MEMORY_PAGES_MAX = 64;
const MEMORY_BYTES_MAX = 8 * 1024 * 1024;

/** A page as stored: its bytes and its headers (STORED_AT included). */
interface StoredPage {
  body: ArrayBuffer;
  headers: Headers;
}

/**
 * The pages this isolate stored or read last, ahead of the shared cache: a warm page then costs
 * no lookup (the Cache API's is a call to the colo's cache, and locally to its simulation). Keyed
 * like the shared copies, generations included, so a purge reaches both alike; bounded in count
 * and bytes, least recently used first out. Map order is use order.
 */
const kept = new Map<string, StoredPage>();
let keptBytes = 0;

function forget(key: string): void {
  const page = kept.get(key);
  if (!page) return;
  kept.delete(key);
  keptBytes -= page.body.byteLength;
}

function keep(key: string, page: StoredPage): void {
  forget(key);
  kept.set(key, page);
  keptBytes += page.body.byteLength;
  for (const [oldest, { body }] of kept) {
    if (kept.size <= MEMORY_PAGES_MAX && keptBytes <= MEMORY_BYTES_MAX) break;
    kept.delete(oldest);
    keptBytes -= body.byteLength;
  }
}

/** When a stored page was rendered (ms). */
const storedAt = (headers: Headers) => Number(headers.get(STORED_AT) ?? 0);

/** The kept page of `key` while the shared cache would still hold it (fresh or stale). */
function recalled(key: string, now: number): StoredPage | undefined {
  const page = kept.get(key);
  if (!page) return undefined;
  if (now - storedAt(page.headers) >= (PAGE_TTL_SECONDS + PAGE_STALE_SECONDS) * 1000) {
    forget(key);
    return undefined;
  }
  // Used now: to the end of the use order.
  kept.delete(key);
  kept.set(key, page);
  return page;
}

/**
 * Whether the page may come from, and go to, the shared cache: an anonymous GET (or HEAD), no bench bypass.
 * A page with a query string is stored only when that query is its canonical one (see
 * `keepCanonicalQueryOnly`), so filters and hostile parameters never multiply the entries.
 */
function shareable(c: Context): boolean {
  // HEAD is GET without the body: the same copy and the same Cache-Control.
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!read || c.get('pageCacheSkipped')) return false;
  if (cacheBypassRequested(c)) return false;
  return !hasPersonalCookie(c);
}

/**
 * Keeps a page asked for with a query string out of the cache unless the query is the page's
 * canonical one (`?page=2` of a list, a buyer's `?id=`): the values a screen validated against
 * its data, whose addresses are as many as the pages themselves.
 * @example keepCanonicalQueryOnly(c, 'https://example.com/articles?page=2')
 */
export function keepCanonicalQueryOnly(c: Context, canonical: string): void {
  const asked = new URL(c.req.url);
  if (asked.search === '') return;
  const page = new URL(canonical);
  if (page.pathname !== asked.pathname || page.search !== asked.search) skipPageCache(c);
}

/** The platform's cache of this colo (the DOM typings of the project do not know `default`). */
const sharedCache = () => (caches as unknown as { default: Cache }).default;

/** The cache key of a page: origin, path and query, build, schema, and the generation of each tag. */
async function cacheKey(c: Context, tags: readonly string[]): Promise<Request> {
  const url = new URL(c.req.url);
  const now = Date.now();
  const versions = await Promise.all(tags.map((tag) => generation(c.env.CACHE, tag, now)));
  const key = new URL(
    `/__page/${BUILD_ID}/${schemaVersion}/${versions.join('.')}${url.pathname}${url.search}`,
    url.origin,
  );
  return new Request(key.href);
}

/**
 * A copy for the visitor, with mutable headers and nothing internal: the stored bytes as they
 * are, the same for every visitor (a page holds nothing made for one visitor; the contact form's
 * idempotency key is made when the form is sent).
 */
function served(stored: StoredPage): Response {
  const headers = new Headers(stored.headers);
  headers.delete(STORED_AT);
  headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  return new Response(stored.body, { status: 200, headers });
}

function markPrivate(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Stores a page while it streams to the visitor, when it is shareable once complete: a 200 with
 * no cookie set, no per-response token and no render error. What is stored is the response as
 * the next anonymous visitor gets it, byte for byte.
 */
function store(c: Context, key: Request, response: Response): Response {
  const waitUntil = waitUntilOf(c);
  const personal = response.headers.has('Set-Cookie');
  if (!waitUntil || personal || response.status !== 200 || !response.body || c.get('pageCacheSkipped'))
    return markPrivate(response);
  const [visitor, copy] = response.body.tee();
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  waitUntil(
    new Response(copy).arrayBuffer().then(async (body) => {
      // Read once the page has streamed: a render error or a late form registers itself late.
      if (c.get('pageCacheSkipped')) return;
      const stored = new Headers(headers);
      stored.set('Cache-Control', `public, max-age=${PAGE_TTL_SECONDS + PAGE_STALE_SECONDS}`);
      stored.set(STORED_AT, String(Date.now()));
      keep(key.url, { body, headers: stored });
      await sharedWrites.run(key.url, async () => {
        try {
          await sharedCache().put(key, new Response(body, { status: 200, headers: stored }));
        } catch (error) {
          console.error(
            JSON.stringify({ level: 'warn', message: 'page cache write failed', error: String(error) }),
          );
        }
      });
    }),
  );
  return new Response(visitor, { status: 200, headers });
}

/**
 * Answers a page from the isolate's memory or else the shared cache (the Cache API) when an
 * anonymous visitor asks for it: fresh for PAGE_TTL_SECONDS, then served stale while `render`
 * makes the next copy in the background for PAGE_STALE_SECONDS. Otherwise renders, stores when
 * shareable, and marks the answer public or private.
 * @example return cachedOrRendered(c, ['rankings'], () => render())
 */
export async function cachedOrRendered(
  c: Context,
  tags: readonly string[],
  render: () => Promise<Response>,
): Promise<Response> {
  if (!shareable(c)) return markPrivate(await render());
  const key = await cacheKey(c, tags);
  let hit = recalled(key.url, Date.now());
  if (!hit) {
    try {
      const shared = await sharedCache().match(key);
      if (shared) {
        hit = { body: await shared.arrayBuffer(), headers: shared.headers };
        keep(key.url, hit);
      }
    } catch {
      hit = undefined;
    }
  }
  if (hit) {
    const age = Date.now() - storedAt(hit.headers);
    const waitUntil = waitUntilOf(c);
    if (age >= PAGE_TTL_SECONDS * 1000 && waitUntil && !revalidating.has(key.url)) {
      revalidating.add(key.url);
      c.set('cacheStatus', 'stale');
      waitUntil(
        render()
          .then((response) => store(c, key, response).arrayBuffer())
          .catch(() => undefined)
          .finally(() => revalidating.delete(key.url)),
      );
    } else {
      c.set('cacheStatus', 'hit');
    }
    return served(hit);
  }
  return store(c, key, await render());
}
