import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../../../test/fixtures/seed';

/** A member one contact reviewed twice, and a contact who reviewed a member once. */
let twice: { slug: string; contact: string; reviews: string[] };
let once: { slug: string; contact: string; review: string };

beforeAll(async () => {
  await seedTiny(env.DB);
  const base = await env.DB.prepare(
    `SELECT r.id, r.member_id, r.contact_id, m.slug, c.public_id AS contact, r.public_id
     FROM reviews r JOIN members m ON m.id = r.member_id JOIN contacts c ON c.id = r.contact_id
     WHERE m.status = 'active' AND r.anonymised = 0 ORDER BY r.published_at DESC LIMIT 1`,
  ).first<{
    id: number;
    member_id: number;
    contact_id: number;
    slug: string;
    contact: string;
    public_id: string;
  }>();
  if (!base) throw new Error('the tiny data set has a review with a contact');
  // The same contact reviews the same member a second time, a minute later (both on the first
  // page of the list).
  await env.DB.prepare(
    `INSERT INTO reviews (public_id, member_id, contact_id, published_at, published_rating, lang, title, description)
     SELECT 'second-review-of-contact', member_id, contact_id, strftime('%Y-%m-%dT%H:%M:%SZ', published_at, '+1 minute'), 6, 'EN_GB',
       '{"EN_GB":"Second review"}', '{"EN_GB":"Written a second time, in English."}' FROM reviews WHERE id = ?`,
  )
    .bind(base.id)
    .run();
  twice = { slug: base.slug, contact: base.contact, reviews: [base.public_id, 'second-review-of-contact'] };
  const single = await env.DB.prepare(
    `SELECT m.slug, c.public_id AS contact, min(r.public_id) AS review
     FROM reviews r JOIN members m ON m.id = r.member_id JOIN contacts c ON c.id = r.contact_id
     WHERE m.status = 'active' AND r.anonymised = 0 AND r.contact_id != ?
     GROUP BY r.member_id, r.contact_id HAVING count(*) = 1 LIMIT 1`,
  )
    .bind(base.contact_id)
    .first<{ slug: string; contact: string; review: string }>();
  if (!single) throw new Error('the tiny data set has a contact who reviewed a member once');
  once = single;
});

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

/** The review ids the reviews list links to (`/profil/{slug}/reference/{id}`). */
async function referenceLinks(slug: string): Promise<string[]> {
  const html = await (await get(`/en-GB/profil/${slug}/reviews`)).text();
  const ids: string[] = [];
  for (const match of html.matchAll(new RegExp(`href="/en-GB/profil/${slug}/reference/([^"?]+)"`, 'g'))) {
    if (match[1] && !ids.includes(match[1])) ids.push(match[1]);
  }
  return ids;
}

describe('review links open their own review', { timeout: 60_000 }, () => {
  it('the reviews list links each of the two reviews of one contact by its own id', async () => {
    const ids = await referenceLinks(twice.slug);
    expect(ids).toEqual(expect.arrayContaining(twice.reviews));
    expect(ids).not.toContain(twice.contact);
  });

  it('each of those links answers 200 with its own review, not the other one', async () => {
    const [first, second] = await Promise.all(
      twice.reviews.map((id) => get(`/en-GB/profil/${twice.slug}/reference/${id}`)),
    );
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    const title = async (response: Response | undefined) =>
      (await response?.text())?.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(await title(first)).not.toContain('Second review');
    expect(await title(second)).toContain('Second review');
  });

  it("redirects an older link by a contact's id to that contact's only review", async () => {
    const response = await get(`/de-DE/profil/${once.slug}/reference/${once.contact}`);
    expect(response.status).toBe(301);
    const target = response.headers.get('location') ?? '';
    expect(target).toBe(`/de-DE/profil/${once.slug}/reference/${once.review}`);
    expect((await get(target)).status).toBe(200);
  });

  it('never guesses between two reviews of one contact: 404', async () => {
    expect((await get(`/profil/${twice.slug}/reference/${twice.contact}`)).status).toBe(404);
  });
});
