import type { Context } from 'hono';
import { backgroundSlots } from '../http/background';
import { isLocalHost } from '../middleware/local-host';
/** What the data cache says about one answer: served from KV fresh, served stale, or computed. */
export type CacheStatus = 'hit' | 'stale' | 'miss' | 'bypass';

/** A cached result in KV. */
export interface CacheEntry<T> {
  storedAt: number;
  data: T;
}

/** Request header with which a benchmark skips the data cache (value `bypass`). */
export const BYPASS_HEADER = 'x-bench-cache';

/**
 * Whether a request asks to skip the data cache and may: only on this machine's own runtime,
 * never PRODUCTION_HOST nor any deployed host, so a visitor can never bypass the caches.
 */
export function cacheBypassRequested(c: Context): boolean {
  return c.req.header(BYPASS_HEADER) === 'bypass' && isLocalHost(c);
}

/** How long a stale entry may still be served (while it refreshes) before KV drops it. */
export const STALE_WINDOW_SECONDS = 24 * 60 * 60;

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The KV key of an operation's result: schema version, name, language and the variables sorted
 * by name (so `{a,b}` and `{b,a}` share an entry). Long variable sets are hashed (KV keys <= 512 B).
 * @example await cacheKey('abc', 'Cities', {}, 'EN_GB') // 'gql:abc:Cities:EN_GB:{}'
 */
export async function cacheKey(
  version: string,
  name: string,
  variables: unknown,
  lang: string,
): Promise<string> {
  let vars = stableStringify(variables ?? {});
  if (vars.length > 300) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(vars));
    vars = `#${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
  return `gql:${version}:${name}:${lang}:${vars}`;
}

/** Reads an entry; a KV failure reads as a miss, never as an error. */
export async function readEntry<T>(kv: KVNamespace, key: string): Promise<CacheEntry<T> | null> {
  try {
    const entry = await kv.get<CacheEntry<T>>(key, 'json');
    return entry && typeof entry.storedAt === 'number' ? entry : null;
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', message: 'cache read failed', error: String(error) }));
    return null;
  }
}

/** Cache writes and refreshes an isolate runs at once; more are skipped (the next miss writes). */
export const CACHE_WRITES_IN_FLIGHT = 16;
/** This isolate's cache writes and background refreshes, one at a time per key. */
export const cacheWrites = backgroundSlots(CACHE_WRITES_IN_FLIGHT);

/**
 * Writes an entry kept for the fresh TTL plus the stale window; failures are logged only, and
 * the write is skipped when CACHE_WRITES_IN_FLIGHT are running or this key is being written.
 */
export async function writeEntry<T>(kv: KVNamespace, key: string, data: T, ttl: number, now = Date.now()) {
  await cacheWrites.run(key, async () => {
    try {
      await kv.put(key, JSON.stringify({ storedAt: now, data } satisfies CacheEntry<T>), {
        expirationTtl: Math.max(60, ttl + STALE_WINDOW_SECONDS),
      });
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', message: 'cache write failed', error: String(error) }));
    }
  });
}

/** Whether an entry written at `storedAt` is still fresh for a TTL in seconds. */
export const isFresh = (entry: Pick<CacheEntry<unknown>, 'storedAt'>, ttl: number, now = Date.now()) =>
  now - entry.storedAt < ttl * 1000;
