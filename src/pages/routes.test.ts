import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init });

describe('page routes', () => {
  it('renders the home page in French with lang and hreflang', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('hrefLang="x-default"');
  });
});
