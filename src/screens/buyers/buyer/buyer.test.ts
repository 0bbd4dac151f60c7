import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../../test/dom';
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
    const page = parsePage(await response.text());
    expect(textOf(page.querySelector('h1'))).toBe(buyer.name);
    expect(page.querySelector('head link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost/en-GB/membres/clients/${buyer.slug}?id=${buyer.public_id}`,
    );
    const links = Array.from(page.querySelectorAll('main a[href]'), (link) => link.getAttribute('href'));
    expect(links.some((href) => /^\/en-GB\/profil\/[^/]+\/reference\//.test(href ?? ''))).toBe(true);
  });

  it('answers 404 for a slug no buyer has, or an id that is not that slug', async () => {
    expect((await get('/membres/clients/nobody-at-all')).status).toBe(404);
    expect((await get(`/membres/clients/${buyer.slug}?id=not-this-one`)).status).toBe(404);
  });

  it('answers the 404 page past the last page of its reviews, as every list does', async () => {
    const path = `/membres/clients/${buyer.slug}?id=${buyer.public_id}`;
    expect((await get(path)).status).toBe(200);
    const api = await get(`/api/graphql/query/Buyer?slug=${buyer.slug}&id=${buyer.public_id}`);
    const { pageCount } = (
      (await api.json()) as { data: { buyer: { reviews: { info: { pageCount: number } } } } }
    ).data.buyer.reviews.info;
    if (pageCount > 1) expect((await get(`${path}&page=${pageCount}`)).status).toBe(200);
    for (const page of [pageCount + 1, 9999]) {
      const response = await get(`${path}&page=${page}`);
      expect(response.status, `page ${page}`).toBe(404);
      const scripts = parsePage(await response.text()).querySelectorAll('script');
      expect(Array.from(scripts, (script) => script.textContent ?? '').join('\n')).toContain(
        'window.__analytics',
      );
    }
  });

  it('links only reviews whose page works: none of a removed member', async () => {
    // A member of a small buyer's reviews leaves the marketplace (its pages answer 410).
    const review = (await env.DB.prepare(
      `SELECT r.member_id, m.slug AS member, b.slug, b.public_id FROM reviews r
       JOIN members m ON m.id = r.member_id JOIN buyers b ON b.id = r.buyer_id
       WHERE r.anonymised = 0 AND m.status = 'active' ORDER BY b.review_count, r.id LIMIT 1`,
    ).first<{ member_id: number; member: string; slug: string; public_id: string }>())!;
    await env.DB.prepare("UPDATE members SET status = 'excluded' WHERE id = ?").bind(review.member_id).run();
    try {
      const page = await get(`/membres/clients/${review.slug}?id=${review.public_id}`);
      expect(page.status).toBe(200);
      const links = [...(await page.text()).matchAll(/href="(\/profil\/[^"]+\/reference\/[^"]+)"/g)].map(
        (match) => match[1] as string,
      );
      expect(links.some((link) => link.startsWith(`/profil/${review.member}/`))).toBe(false);
      for (const link of links) expect((await get(link)).status, link).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE members SET status = 'active' WHERE id = ?").bind(review.member_id).run();
    }
  });
});
