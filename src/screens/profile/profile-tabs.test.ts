import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../test/dom';
import { seedTiny } from '../../../test/fixtures/seed';

let slug: string;
let reviewId: string;
let anonymisedPath: string | null;
let collection: { slug: string; id: string } | null;

beforeAll(async () => {
  await seedTiny(env.DB);
  const member = await env.DB.prepare(
    `SELECT id, slug FROM members WHERE status = 'active' ORDER BY review_count DESC LIMIT 1`,
  ).first<{ id: number; slug: string }>();
  slug = member?.slug ?? '';
  const review = await env.DB.prepare('SELECT public_id FROM reviews WHERE member_id = ? LIMIT 1')
    .bind(member?.id)
    .first<{ public_id: string }>();
  reviewId = review?.public_id ?? '';
  const anonymised = await env.DB.prepare(
    `SELECT r.public_id, m.slug FROM reviews r JOIN members m ON m.id = r.member_id
     WHERE r.anonymised = 1 AND m.status = 'active' LIMIT 1`,
  ).first<{ public_id: string; slug: string }>();
  anonymisedPath = anonymised ? `/en-GB/profil/${anonymised.slug}/reference/${anonymised.public_id}` : null;
  collection = await env.DB.prepare(
    `SELECT m.slug, c.public_id AS id FROM collections c JOIN members m ON m.id = c.member_id WHERE m.status = 'active' LIMIT 1`,
  ).first();
});

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
const page = async (path: string) => parsePage(await (await get(path)).text());

describe('profile tabs', { timeout: 60_000 }, () => {
  it('renders every tab in fr-FR and en-GB with the tab marked current', async () => {
    for (const prefix of ['', '/en-GB']) {
      for (const tab of ['culture', 'data', 'ecosystem', 'rewards']) {
        const response = await get(`${prefix}/profil/${slug}/${tab}`);
        expect(response.status, `${prefix} ${tab}`).toBe(200);
        const current = parsePage(await response.text()).querySelectorAll('a[aria-current="page"]');
        expect(Array.from(current, (link) => link.getAttribute('href'))).toContain(
          `${prefix}/profil/${slug}/${tab}`,
        );
      }
    }
  });

  it('draws the data charts with a table alternative', async () => {
    const data = await page(`/en-GB/profil/${slug}/data`);
    const figures = Array.from(data.querySelectorAll('figure'));
    const reviewsOverTime = figures.find((figure) =>
      textOf(figure.querySelector('figcaption')).startsWith('Reviews over time'),
    );
    expect(reviewsOverTime?.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
    expect(reviewsOverTime?.querySelector('table th[scope="row"]')).toBeTruthy();
    expect(Array.from(data.querySelectorAll('main h3'), textOf)).toContain('Trust power');
  });

  it('answers 404 on every tab of an unknown member', async () => {
    for (const tab of ['culture', 'data', 'ecosystem', 'rewards', 'reviews']) {
      expect((await get(`/profil/no-such-member/${tab}`)).status, tab).toBe(404);
    }
  });

  it('renders a reference with its rating, badge, JSON-LD and a link back to the profile', async () => {
    const response = await get(`/en-GB/profil/${slug}/reference/${reviewId}`);
    expect(response.status).toBe(200);
    const reference = parsePage(await response.text());
    const text = textOf(reference.querySelector('main'));
    expect(text).toContain('Review authenticated by Trustboard on');
    expect(text).toContain('out of 5');
    const jsonLd = Array.from(reference.querySelectorAll('script[type="application/ld+json"]'), (script) =>
      JSON.parse(script.textContent ?? ''),
    );
    expect(jsonLd.map((data) => data['@type'])).toContain('Review');
    expect(reference.querySelector(`main a[href="/en-GB/profil/${slug}"]`)).not.toBeNull();
  });

  it('masks the author of an anonymised reference', async () => {
    if (!anonymisedPath) return;
    const text = textOf((await page(anonymisedPath)).querySelector('main'));
    expect(text).toContain('Identity hidden');
    expect(text).toContain('authenticated by Trustboard');
  });

  it('answers 404 for an unknown reference or collection', async () => {
    expect((await get(`/profil/${slug}/reference/nope`)).status).toBe(404);
    expect((await get(`/profil/${slug}/collection/nope`)).status).toBe(404);
  });

  it('renders a collection', async () => {
    if (!collection) return;
    expect((await get(`/profil/${collection.slug}/collection/${collection.id}`)).status).toBe(200);
    expect((await get(`/profil/${collection.slug}/collection/${collection.id}?page=999`)).status).toBe(404);
  });
});
