import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init });

describe('security headers', () => {
  it('sends the CSP with a nonce that the inline scripts carry', async () => {
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
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('uses a fresh nonce per response', async () => {
    const first = (await get('/')).headers.get('content-security-policy');
    const second = (await get('/')).headers.get('content-security-policy');
    expect(first).not.toBe(second);
  });

  it('sends HSTS, nosniff, the referrer policy and a permissions policy', async () => {
    const response = await get('/');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('host robots policy', () => {
  it('marks a non-production host noindex, nofollow in the header and the page', async () => {
    const response = await get('/articles');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  });
});

describe('request id and errors', () => {
  it('echoes a request id', async () => {
    expect((await get('/')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renders an unknown path as the 404 page in the path's locale, with the Error event", async () => {
    const response = await get('/de-DE/nirgendwo');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('window.__analytics');
    expect(html).toContain('"event":"Error"');
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
