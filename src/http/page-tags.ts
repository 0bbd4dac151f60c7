/**
 * Names of the page cache's tags (src/pages/page-cache.ts), apart from its Worker-only code so
 * the seed's reset can purge them too.
 */

/** The tag every cached page carries: every page shows rankings (cards, badges, leaderboards). */
export const EVERY_PAGE_TAG = 'rankings';

/** The KV key of a tag's generation, part of the cache key of every page carrying the tag. */
export const pageTagKey = (tag: string) => `pagetag:${tag}`;
