/** Where an image to optimise comes from: our own R2 bucket, or an allowed https host. */
export type ImageSource = { kind: 'media'; key: string } | { kind: 'remote'; url: URL };

/** Outcome of checking a source: the source, or a plain reason for a 400. */
export type SourceCheck = { ok: true; source: ImageSource } | { ok: false; reason: string };

export interface SourcePolicy {
  /** Host names of this site (the request's host, the production host). */
  siteHosts: readonly string[];
  /** Extra storage hosts, exact match, https only (IMAGE_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
}

const MAX_SOURCE_LENGTH = 2048;
const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
/** R2 refuses to look up a longer key (an error, not a miss). */
const MAX_MEDIA_KEY_LENGTH = 1024;
// Printable ASCII without space, backslash or the characters a browser would re-encode.
const PLAIN_URL = /^[\x21-\x7e]+$/;
const IPV4_LIKE = /^[0-9.]+$|^0x/i;

const fail = (reason: string): SourceCheck => ({ ok: false, reason });

/**
 * Checks an image source before anything is fetched. Only `/media/{key}` paths, same-site URLs
 * to `/media/` and https URLs on an allowed host (exact match) pass; addresses, credentials,
 * odd encodings, backslashes and other schemes never do.
 * @example checkImageSource('/media/logos/a.png', policy) // { ok: true, source: { kind: 'media', key: 'logos/a.png' } }
 */
export function checkImageSource(raw: string, policy: SourcePolicy): SourceCheck {
  if (!raw) return fail('url is required');
  if (raw.length > MAX_SOURCE_LENGTH) return fail('url is too long');
  if (!PLAIN_URL.test(raw) || raw.includes('\\')) return fail('url has characters that are not allowed');
  if (raw.startsWith('//')) return fail('protocol-relative urls are not allowed');
  if (raw.startsWith('/')) return checkMediaPath(raw);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw)?.[1]?.toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') return fail('only http(s) urls are allowed');
  // The authority exactly as typed: credentials or an encoded host are refused before parsing.
  const authority = raw.slice(scheme.length + 3).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return fail('urls with credentials are not allowed');
  if (authority.includes('%')) return fail('encoded host names are not allowed');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('url is not valid');
  }
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[') || IPV4_LIKE.test(host) || IPV4_LIKE.test(authority.split(':')[0] ?? '')) {
    return fail('ip addresses are not allowed');
  }
  if (policy.siteHosts.includes(host)) {
    if (url.search || url.hash) return fail('same-site image urls take no query');
    return checkMediaPath(url.pathname);
  }
  if (!policy.allowedHosts.includes(host)) return fail(`host ${host} is not allowed`);
  if (url.protocol !== 'https:') return fail('allowed hosts are fetched over https only');
  if (url.port && url.port !== '443') return fail('ports are not allowed');
  url.hash = '';
  return { ok: true, source: { kind: 'remote', url } };
}

function checkMediaPath(path: string): SourceCheck {
  if (!path.startsWith('/media/')) return fail('only /media/ paths are served');
  const rest = path.slice('/media/'.length).split(/[?#]/, 1)[0] ?? '';
  let key: string;
  try {
    key = decodeURIComponent(rest);
  } catch {
    return fail('url has a bad encoding');
  }
  if (
    key.length > MAX_MEDIA_KEY_LENGTH ||
    !MEDIA_KEY.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    return fail('media key is not valid');
  }
  return { ok: true, source: { kind: 'media', key } };
}

/** The normalised text of a source, the only part of the url that enters a cache key. */
export function sourceId(source: ImageSource): string {
  return source.kind === 'media' ? `/media/${source.key}` : source.url.href;
}
