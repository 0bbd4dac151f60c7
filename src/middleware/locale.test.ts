import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const get = (path: string, cookie: string, userAgent = BROWSER) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', headers: { cookie, 'user-agent': userAgent } });

describe('locale cookie on the home page', () => {
  it('sends a person whose cookie names another locale from / to that locale’s home, privately', async () => {
    const response = await get('/', 'locale=de-DE');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de-DE');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('keeps the query string', async () => {
    const response = await get('/?utm_source=mail', 'locale=en-GB');
    expect(response.headers.get('location')).toBe('/en-GB?utm_source=mail');
  });

  it('serves / to a crawler whatever its cookie says', async () => {
    const response = await get(
      '/',
      'locale=de-DE',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Cookie');
    // Crawlers get the whole document at once, which takes longer than a streamed page.
  }, 30_000);

  it('serves / for the default locale, an unknown value or no cookie', async () => {
    for (const cookie of ['locale=fr-FR', 'locale=xx-XX', '']) {
      expect((await get('/', cookie)).status, cookie).toBe(200);
    }
  }, 30_000);

  it('never redirects another URL: every other address means what it says', async () => {
    for (const path of ['/articles', '/en-GB', '/membres/clients']) {
      const response = await get(path, 'locale=de-DE');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
    }
  });
});
