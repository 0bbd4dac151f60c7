/** Paths of the provider the proxy may reach; nothing of the request chooses the host. */
export const UPSTREAM_PATHS = ['b', 't', 'i', 'p', 'a', 'g', 's', 'm'] as const;
export type UpstreamPath = (typeof UPSTREAM_PATHS)[number];
const ATTEMPTS = 3;

/** `https://{host}` of a configured host name, accepting a bare host or an https URL. */
export function upstreamOrigin(configured: string): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured.includes('://') ? configured : `https://${configured}`);
    return url.protocol === 'https:' && !url.username ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Sends one request to the provider, retrying on 500 and above (spec section 7); a network
 * failure counts as a 502. Never follows a redirect.
 */
export async function forward(
  url: string,
  init: { method: 'GET' | 'POST'; body?: string },
): Promise<Response> {
  let last: Response | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      last = await fetch(url, {
        method: init.method,
        body: init.body,
        redirect: 'manual',
        headers: init.body ? { 'content-type': 'application/json' } : {},
      });
      if (last.status < 500) break;
      await last.body?.cancel();
    } catch {
      last = undefined;
    }
  }
  if (!last || last.status >= 500 || (last.status >= 300 && last.status < 400)) {
    return Response.json({ error: 'Bad response from server' }, { status: 502 });
  }
  return new Response(last.body, {
    status: last.status,
    headers: {
      'content-type': last.headers.get('content-type') ?? 'application/json',
      ...rateLimitHeaders(last),
    },
  });
}

function rateLimitHeaders(response: Response): Record<string, string> {
  const reset = response.headers.get('x-ratelimit-reset');
  return reset ? { 'x-ratelimit-reset': reset } : {};
}
