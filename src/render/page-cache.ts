import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { BUILD_ID } from '../generated/build-id';
import { schemaVersion } from '../generated/graphql';
import { cacheBypassRequested, isFresh } from '../graphql/cache';
import { waitUntilOf } from '../http/wait-until';

/** How long a rendered page is served again without rendering: the data cache's shortest TTL. */
export const PAGE_TTL_SECONDS = 60;
/** Pages kept in the isolate's memory in front of KV (most recently used first out last). */
const MEMORY_PAGES = 200;

interface PageEntry {
  storedAt: number;
  html: string;
  /** The CSP nonce the page was rendered with: every copy served gets the response's own. */
  nonce: string;
  /** Per-response values (form idempotency keys): every copy served gets fresh ones. */
  tokens: string[];
}

/** What a page's rendering tells the page cache (`c.var`). */
export interface PageCacheVariables {
  /** Values unique to this response (form idempotency keys): replaced in every cached copy. */
  responseTokens?: string[];
  /** Set when the page must not be cached (unbounded address space, or a failed render). */
  pageCacheSkipped?: boolean;
}

// Per isolate, per KV binding: the pages kept in memory in front of KV.
const memories = new WeakMap<KVNamespace, Map<string, PageEntry>>();

function memoryOf(kv: KVNamespace): Map<string, PageEntry> {
  let memory = memories.get(kv);
  if (!memory) {
    memory = new Map();
    memories.set(kv, memory);
  }
  return memory;
}

/**
 * Marks a value of the page as unique to this response (a form's idempotency key): a cached copy
 * of the page is served with a fresh random value in its place.
 * @example idempotencyKey: responseToken(ctx.c, newIdempotencyKey())
 */
export function responseToken(c: Context<AppEnv>, value: string): string {
  const tokens = c.var.responseTokens ?? [];
  tokens.push(value);
  c.set('responseTokens', tokens);
  return value;
}

/** Keeps this response out of the page cache (a page whose address space is unbounded, e.g. search). */
export function skipPageCache(c: Context<AppEnv>): void {
  c.set('pageCacheSkipped', true);
}

/**
 * The cache key of a page request, or null when it must be rendered: only anonymous-shaped GETs
 * without a query string (filters and hostile parameters never multiply the entries), per origin
 * (absolute canonical URLs), build, schema and member flag (the shell differs for members).
 */
function pageKey(c: Context<AppEnv>): string | null {
  if (c.req.method !== 'GET') return null;
  const url = new URL(c.req.url);
  if (url.search !== '' || c.var.pageCacheSkipped) return null;
  if (cacheBypassRequested(c.req.raw, c.var.config?.PRODUCTION_HOST ?? '')) return null;
  return `page:${BUILD_ID}:${schemaVersion}:${c.var.isUser ? 'user' : 'visitor'}:${url.origin}${url.pathname}`;
}

async function readEntry(kv: KVNamespace, key: string, now: number): Promise<PageEntry | null> {
  const memory = memoryOf(kv);
  const remembered = memory.get(key);
  if (remembered && isFresh(remembered, PAGE_TTL_SECONDS, now)) return remembered;
  try {
    const stored = await kv.get<PageEntry>(key, 'json');
    if (!stored || typeof stored.html !== 'string' || !isFresh(stored, PAGE_TTL_SECONDS, now)) return null;
    remember(kv, key, stored);
    return stored;
  } catch {
    return null;
  }
}

function remember(kv: KVNamespace, key: string, entry: PageEntry) {
  const memory = memoryOf(kv);
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MEMORY_PAGES) memory.delete(memory.keys().next().value as string);
}

/** The page as this response serves it: its own nonce and fresh per-response tokens. */
function personalise(entry: PageEntry, nonce: string): string {
  let html = entry.nonce ? entry.html.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`) : entry.html;
  for (const token of entry.tokens) html = html.replaceAll(token, crypto.randomUUID());
  return html;
}

/**
 * A rendered copy of the page when one is fresh (memory, then KV), served with this response's
 * nonce; null when the page must be rendered.
 */
export async function cachedPage(c: Context<AppEnv>): Promise<Response | null> {
  const key = pageKey(c);
  if (!key) return null;
  const entry = await readEntry(c.env.CACHE, key, Date.now());
  if (!entry) return null;
  c.set('cacheStatus', 'hit');
  return new Response(personalise(entry, c.var.nonce), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
  });
}

/**
 * Keeps a copy of a page while it streams to the visitor (a 200 HTML answer to a cacheable
 * request only), in memory and in KV, for the next visitors of the next minute.
 */
export function storePage(c: Context<AppEnv>, response: Response): Response {
  const key = pageKey(c);
  const waitUntil = waitUntilOf(c);
  if (!key || !waitUntil || response.status !== 200 || !response.body) return response;
  if (response.headers.has('Set-Cookie')) return response;
  const [visitor, copy] = response.body.tee();
  const kv = c.env.CACHE;
  const nonce = c.var.nonce;
  waitUntil(
    new Response(copy).text().then(async (html) => {
      // A render that failed part-way (skipPageCache from its onError) is never kept.
      if (c.var.pageCacheSkipped) return;
      // Read once the page has streamed: a form rendered late registers its tokens late.
      const stored: PageEntry = { nonce, tokens: c.var.responseTokens ?? [], html, storedAt: Date.now() };
      remember(kv, key, stored);
      try {
        await kv.put(key, JSON.stringify(stored), { expirationTtl: PAGE_TTL_SECONDS * 2 });
      } catch (error) {
        console.error(
          JSON.stringify({ level: 'warn', message: 'page cache write failed', error: String(error) }),
        );
      }
    }),
  );
  return new Response(visitor, { status: response.status, headers: response.headers });
}
