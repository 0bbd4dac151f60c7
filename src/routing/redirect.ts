import type { Context } from 'hono';
import { notFound } from '../http/errors';

/**
 * Merges the request's query string into a target path; the target's own values win. Every value
 * of a repeated parameter is kept, in order (`?a=1&a=2`).
 * @example keepQuery('/a?x=1', '?x=2&y=3&y=4') // '/a?x=1&y=3&y=4'
 */
export function keepQuery(target: string, search: string): string {
  const [path = '', own = ''] = target.split('?', 2);
  const merged = new URLSearchParams(own);
  const ownKeys = new Set(merged.keys());
  for (const [key, value] of new URLSearchParams(search)) if (!ownKeys.has(key)) merged.append(key, value);
  const text = merged.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A same-origin path of this site, or null: the target is resolved against the request origin
 * and refused if it leaves it (`//x`, `/\x`, schemes) or is not a plain absolute path.
 */
export function sameSitePath(target: string, origin: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target.includes('\\') || [...target].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}`;
  // The normalised path must itself be safe: '/./%2F/x' style tricks resolve to '//x'.
  return path.startsWith('//') ? null : path;
}

/**
 * The one way pages redirect: one hop, same origin, request query kept. An unsafe target gives
 * a 404 rather than a redirect.
 * @example return safeRedirect(c, '/membres/services', 301)
 */
export function safeRedirect(c: Context, target: string, status: 301 | 302 | 303 | 308 = 301): Response {
  const url = new URL(c.req.url);
  const path = sameSitePath(keepQuery(target, url.search), url.origin);
  if (!path) throw notFound(url.pathname);
  return c.redirect(path, status);
}
