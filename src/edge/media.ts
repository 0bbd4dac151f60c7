import type { Context } from 'hono';
import { ifNoneMatchHits } from '../http/conditional';
import { HttpError } from '../http/errors';

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
/** R2 refuses to look up a longer key (an error, not a miss): such a path is simply not found. */
const MAX_KEY_LENGTH = 1024;
const MEDIA_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // Media are files, never documents: even a stray SVG cannot run script from here.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * `GET /media/{key}`: a file of the MEDIA bucket with a long immutable cache, an ETag and 304
 * on a matching If-None-Match. Unknown or malformed keys render the 404 page.
 */
export async function mediaHandler(c: Context): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  let key: string;
  try {
    key = decodeURIComponent(path.slice('/media/'.length));
  } catch {
    throw new HttpError(404, `Page Not Found: ${path}`);
  }
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new HttpError(404, `Page Not Found: ${path}`);

  const object = await c.env.MEDIA.get(key);
  if (!object) throw new HttpError(404, `Page Not Found: ${path}`);

  const headers = new Headers(MEDIA_HEADERS);
  headers.set('etag', object.httpEtag);
  headers.set('content-type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  // Compared here, not by R2: a browser or a cache may send a list of tags, weak ones, or `*`.
  if (ifNoneMatchHits(c.req.header('if-none-match'), object.httpEtag)) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(object.body, { headers });
}
