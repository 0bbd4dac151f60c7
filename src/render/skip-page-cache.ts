import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set when the page must not be cached (unbounded address space, or a failed render). */
    pageCacheSkipped?: boolean;
  }
}

/**
 * Keeps this response out of the page cache (src/pages/page-cache.ts): a page whose address
 * space is unbounded (a search that finds nothing), or a render that failed part-way.
 * @example if (search.info.total === 0) skipPageCache(c);
 */
export function skipPageCache(c: Context): void {
  c.set('pageCacheSkipped', true);
}
