import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../../../test/fixtures/seed';

let buyer: { slug: string; public_id: string; name: string };

beforeAll(async () => {
  await seedTiny(env.DB);
  buyer = (await env.DB.prepare(
    'SELECT slug, public_id, name FROM buyers WHERE review_count > 0 ORDER BY review_count DESC LIMIT 1',
  ).first())!;
});

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

describe('buyer page', { timeout: 60_000 }, () => {
  it('without ?id lists the reviews of the buyer of that slug, canonical with its id', async () => {
    const response = await get(`/en-GB/membres/clients/${buyer.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const escaped = buyer.name.replaceAll('&', '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped}</h1>`));
    expect(html).toContain(
      `rel="canonical" href="http://localhost/en-GB/membres/clients/${buyer.slug}?id=${buyer.public_id}"`,
    );
    expect(html).toMatch(/href="\/en-GB\/profil\/[^"]+\/reference\//);
  });

  it('answers 404 for a slug no buyer has, or an id that is not that slug', async () => {
    expect((await get('/membres/clients/nobody-at-all')).status).toBe(404);
    expect((await get(`/membres/clients/${buyer.slug}?id=not-this-one`)).status).toBe(404);
  });
});
