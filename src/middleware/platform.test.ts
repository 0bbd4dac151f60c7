import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../test/dom';
import { tinyPng } from '../edge/images/test-fixtures';

/** The code of a page's scripts, as the browser would run it. */
const scriptTexts = (html: string) =>
  Array.from(parsePage(html).querySelectorAll('script'), (script) => script.textContent ?? '').join('\n');

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init });

describe('security headers', () => {
  it('sends a strict CSP whose hashes cover every inline script of the page', async () => {
    const response = await get('/does-not-exist');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/script-src 'strict-dynamic' ('sha256-[A-Za-z0-9+/=]+' )+'self'/);
    expect(csp).not.toContain('nonce-');
    const allowed = new Set([...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]));
    const page = parsePage(await response.text());
    const inline = Array.from(page.querySelectorAll('script'), (script) => ({
      type: script.getAttribute('type'),
      src: script.getAttribute('src'),
      text: script.textContent ?? '',
    })).filter((script) => script.type !== 'application/json' && script.type !== 'application/ld+json');
    expect(inline.filter((script) => script.src !== null)).toEqual([]);
    // The error page carries both: the entry's loader and the error event.
    expect(inline.length).toBe(2);
    for (const { text } of inline) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      expect(allowed.has(btoa(String.fromCharCode(...new Uint8Array(digest))))).toBe(true);
    }
  });

  it('sends the same policy on every response (pages stay cacheable)', async () => {
    const first = (await get('/')).headers.get('content-security-policy');
    const second = (await get('/articles')).headers.get('content-security-policy');
    expect(first).toBe(second);
  });

  it('sends HSTS over https only, nosniff, the referrer policy and a permissions policy', async () => {
    const secure = await SELF.fetch('https://localhost/', { redirect: 'manual' });
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
    const response = await get('/');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it("isolates from other windows the answers that hold a visitor's own state, not the pages shared by all", async () => {
    for (const path of ['/', '/en-GB/articles', '/does-not-exist']) {
      const response = await get(path);
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
    for (const cookie of ['tf_uid=u1', 'tf_cid=c1', 'tf_d1b=b1']) {
      const response = await get('/en-GB/articles', { headers: { cookie } });
      expect(response.status, cookie).toBe(200);
      expect(response.headers.get('cross-origin-opener-policy'), cookie).toBe('same-origin');
    }
    // An answer that sets a cookie is the visitor's own, whoever asked.
    const switched = await get('/_locale?to=en-GB&next=/articles');
    expect(switched.headers.get('set-cookie')).toContain('locale=en-GB');
    expect(switched.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('sandbox of served files', () => {
  const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  const IMAGE_CSP = "default-src 'none'; sandbox";

  it('reaches the client on /media and /_img answers, instead of the page policy', async () => {
    await env.MEDIA.put('logos/sandboxed.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
    const media = await get('/media/logos/sandboxed.png');
    expect(media.status).toBe(200);
    expect(media.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    await media.arrayBuffer();
    const unchanged = await get('/media/logos/sandboxed.png', {
      headers: { 'if-none-match': media.headers.get('etag') ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    // The first answer is transformed, the second comes from the cache: both keep the sandbox.
    for (const _ of [1, 2]) {
      const image = await get('/_img?url=/media/logos/sandboxed.png&w=320');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect(image.headers.get('content-security-policy')).toBe(IMAGE_CSP);
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      await image.arrayBuffer();
    }
  });
});

describe('host robots policy', () => {
  it('marks a non-production host noindex, nofollow in the header and the page', async () => {
    const response = await get('/articles');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const robots = parsePage(await response.text()).querySelector('head meta[name="robots"]');
    expect(robots?.getAttribute('content')).toBe('noindex, nofollow');
  });
});

describe('request id and errors', () => {
  it('echoes a request id', async () => {
    expect((await get('/')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renders an unknown path as the 404 page in the path's locale, with the Error event", async () => {
    const response = await get('/de-DE/nirgendwo');
    expect(response.status).toBe(404);
    const page = parsePage(await response.text());
    expect(page.getAttribute('lang')).toBe('de-DE');
    expect(textOf(page.querySelector('main'))).toContain('Seite nicht gefunden');
    const scripts = Array.from(page.querySelectorAll('script'), (script) => script.textContent ?? '');
    expect(scripts.some((text) => text.includes('window.__analytics'))).toBe(true);
    const event = page.querySelector('[data-event]')?.getAttribute('data-event');
    expect(JSON.parse(event ?? '{}')).toMatchObject({ event: 'Error', properties: { status: 404 } });
  });

  it.each([
    [(x: string) => `/${x}`, 1],
    [(x: string) => `/en-GB/${x}`, 1],
    [(x: string) => `/profil/${x}`, 1],
    [(x: string) => `/profil/%C3%A9${x}/reviews`, 1],
    [(x: string) => `/membres/leaderboards/2024/${x}`, 1],
    [(x: string) => `/media/${x}`, 1],
    [(x: string) => `/nowhere?q=${x}`, 0],
  ] as const)('quotes a very long path once, cut short, on the 404 page (%#)', async (pathOf, times) => {
    const short = await get(pathOf('x'.repeat(10)));
    const long = await get(pathOf('x'.repeat(8000)));
    expect(long.status).toBe(404);
    const html = await long.text();
    const quotes = [...html.matchAll(/x{10,}/g)].map((match) => match[0].length);
    expect(quotes.length).toBe(times);
    expect(Math.max(0, ...quotes)).toBeLessThanOrEqual(200);
    // A longer request does not buy a longer answer.
    expect(html.length - (await short.text()).length).toBeLessThan(400);
  });

  it('answers JSON errors under /api', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('survives a malformed cookie header', async () => {
    const response = await get('/', { headers: { cookie: 'tf_uid=%E0%A4%A; ;;=; locale' } });
    expect(response.status).toBe(200);
  });
});

describe('odd hosts', () => {
  // workerd answers a bare 500 itself, before the Worker runs, when a Host header makes no URL
  // (`a b`, `[::`, `%zz`, `localhost:abc`, a non-ASCII name): no Request object can hold such a
  // URL. Every host that does make a URL reaches the Worker and must get a page or its 404.
  const HOSTS = [
    'LOCALHOST',
    'localhost.',
    'localhost:',
    '0x7f.1',
    '[::1]',
    'a_b',
    'a..b',
    '-',
    'xn--80ak6aa92e.com',
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(40)}`,
    'a'.repeat(300),
  ];
  const PATHS = [
    '/',
    '/articles',
    '/nowhere',
    '/membres/clients/x?id=%ff',
    '/_img?url=/media/logos/x.png&w=320',
  ];

  it.each(HOSTS)('answers a page or the 404 page on host %s', async (host) => {
    for (const path of PATHS) {
      const response = await SELF.fetch(`http://${host}${path}`, { redirect: 'manual' });
      expect(response.status, `${host}${path}`).toBeLessThan(500);
      if (response.status === 404 && !path.startsWith('/_img'))
        expect(scriptTexts(await response.text())).toContain('window.__analytics');
      else await response.arrayBuffer();
    }
  });

  it.each(['a b', '[::', 'exa mple.com:99999', '%zz', '', 'localhost:abc', 'exämple.com', 'a'.repeat(300)])(
    'ignores a Host header that disagrees with the URL: %s',
    async (host) => {
      const response = await SELF.fetch('http://localhost/nowhere', {
        redirect: 'manual',
        headers: { host },
      });
      expect(response.status).toBe(404);
      expect(scriptTexts(await response.text())).toContain('window.__analytics');
    },
  );
});
