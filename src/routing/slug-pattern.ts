/**
 * Slugs of members, articles, tags and buyers: lower-case words joined by hyphens or underscores.
 * Apart from the zod schemas so browser code can check a slug without bundling zod.
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{0,159})$/i;
