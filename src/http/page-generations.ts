import { pageTagKey } from './page-tags';

/** A tag's generation is read from KV at most this often per isolate. */
const GENERATION_MEMO_MS = 5_000;
/** The generation of each tag this isolate read or wrote last (per isolate, on purpose). */
const generations = new Map<string, { value: string; readAt: number }>();

/**
 * The current generation of a page tag (part of the cache key of its pages), read from KV at
 * most every few seconds per isolate; the last one seen while KV is down.
 * @example await generation(env.CACHE, 'rankings', Date.now()) // 'lx3k9a2f'
 */
export async function generation(kv: KVNamespace, tag: string, now: number): Promise<string> {
  const memo = generations.get(tag);
  if (memo && now - memo.readAt < GENERATION_MEMO_MS) return memo.value;
  let value = memo?.value ?? '0';
  try {
    value = (await kv.get(pageTagKey(tag))) ?? '0';
  } catch {
    // KV down: keep the last generation seen (pages expire on their own within minutes).
  }
  generations.set(tag, { value, readAt: now });
  return value;
}

/**
 * Drops every cached page carrying one of `tags`, everywhere: the tag's generation is part of the
 * cache key of its pages, so a new generation makes their copies unreachable (they expire on
 * their own). One KV write per tag, whatever the number of pages.
 * @example await purgePageTags(env.CACHE, [`member:${slug}`])
 */
export async function purgePageTags(kv: KVNamespace, tags: readonly string[]): Promise<void> {
  const now = Date.now();
  await Promise.all(
    tags.map(async (tag) => {
      const value = `${now.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      generations.set(tag, { value, readAt: now });
      await kv.put(pageTagKey(tag), value);
    }),
  );
}
