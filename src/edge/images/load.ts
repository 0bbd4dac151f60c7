import { readLimited } from '../../http/read-limited';
import { checkImageSource, type ImageSource, type SourcePolicy } from './source';

/** Largest source file the endpoint reads (10 MB). */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export type LoadResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; status: 400 | 404 | 413 | 502; reason: string };

/**
 * Reads the bytes of a checked source: R2 directly for media, otherwise a fetch that never
 * follows a redirect by itself; each hop is checked against the same policy again.
 */
export async function loadSource(source: ImageSource, env: Env, policy: SourcePolicy): Promise<LoadResult> {
  let current = source;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.kind === 'media') return loadMedia(env, current.key);
    const response = await fetch(current.url.href, { redirect: 'manual', headers: { accept: 'image/*' } });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) return { ok: false, status: 502, reason: 'source redirected nowhere' };
      const next = checkImageSource(new URL(location, current.url).href, policy);
      if (!next.ok)
        return { ok: false, status: 400, reason: `source redirected off the list: ${next.reason}` };
      current = next.source;
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return { ok: false, status: 502, reason: `source answered ${response.status}` };
    }
    return readLimitedImage(response.body, Number(response.headers.get('content-length') ?? 0));
  }
  return { ok: false, status: 502, reason: 'source redirected too many times' };
}

async function loadMedia(env: Env, key: string): Promise<LoadResult> {
  const object = await env.MEDIA.get(key);
  if (!object) return { ok: false, status: 404, reason: 'image not found' };
  return readLimitedImage(object.body, object.size);
}

/** Reads a source image whole, giving up as soon as it passes 10 MB (declared or actual). */
async function readLimitedImage(body: ReadableStream<Uint8Array>, declared: number): Promise<LoadResult> {
  const bytes = await readLimited(body, declared, MAX_SOURCE_BYTES);
  return bytes
    ? { ok: true, bytes }
    : { ok: false, status: 413, reason: 'source image is larger than 10 MB' };
}
