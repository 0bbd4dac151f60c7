import type { Context } from 'hono';
import { isIndexableHost } from './robots-policy';

/**
 * Whether a request came to this machine's own runtime (localhost, a `*.localhost` name or a
 * loopback address) and not to PRODUCTION_HOST: only there does the site answer what a benchmark
 * asks for (skipping its caches, D1 figures in `Server-Timing`). A deployment whose
 * PRODUCTION_HOST was left empty is no such host, so a visitor can never make it skip its caches.
 * @example isLocalHost(c) // true for http://127.0.0.1:8808/, false for https://trustboard.example/
 */
export function isLocalHost(c: Context): boolean {
  if (isIndexableHost(c)) return false;
  const name = new URL(c.req.url).hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(name)
  );
}
