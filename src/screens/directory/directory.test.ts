import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../test/dom';
import { seedTiny } from '../../../test/fixtures/seed';
import { forgetReference } from '../../graphql/reference';

let activity: { slug: string; parent: string };

beforeAll(async () => {
  await seedTiny(env.DB);
  const row = await env.DB.prepare(
    `SELECT t.slug, p.slug AS parent FROM tags t JOIN tags p ON p.id = t.parent_id
     JOIN directory_counts d ON d.tag_id = t.id AND d.city_id = 0
     WHERE t.kind = 'ACTIVITY' AND d.total > 0 ORDER BY d.total DESC LIMIT 1`,
  ).first<{ slug: string; parent: string }>();
  activity = row!;
});

const get = (path: string) => SELF.fetch(`http://localhost${path}`);

describe('directory routes', { timeout: 30_000 }, () => {
  it('answers every services page and each category, hyphens read as underscores', async () => {
    const paths = [
      '/membres/services',
      '/membres/tech-et-produit',
      '/en-GB/membres/recrutement-et-rh',
      '/membres/services/paris',
    ];
    const answered: Record<string, number> = {};
    for (const path of paths) answered[path] = (await get(path)).status;
    expect(answered).toEqual(Object.fromEntries(paths.map((path) => [path, 200])));
  });

  it('answers 404 for an unknown category, tag slug or city', async () => {
    for (const path of [
      '/membres/cuisine',
      '/membres/services/no-such-activity',
      `/membres/services/${activity.slug}/atlantis`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('lists the best providers of an activity with landing copy, cards and an ItemList', async () => {
    const response = await get(`/en-GB/membres/${activity.parent.replace(/_/g, '-')}/${activity.slug}`);
    expect(response.status).toBe(200);
    const page = parsePage(await response.text());
    expect(textOf(page.querySelector('h1'))).toMatch(/^The best .+ providers$/);
    const jsonLd = Array.from(page.querySelectorAll('script[type="application/ld+json"]'), (script) =>
      JSON.parse(script.textContent ?? ''),
    );
    expect(jsonLd.map((data) => data['@type'])).toContain('ItemList');
    expect(page.querySelector('main a[href^="/en-GB/profil/"]')).toBeTruthy();
  });

  it('shows the no-match message for an activity nobody offers yet', async () => {
    await env.DB.prepare(
      "INSERT INTO tags (public_id, slug, kind, label) VALUES ('t-empty', 'nobody-does-this', 'ACTIVITY', '{\"EN_GB\":\"Rare craft\"}')",
    ).run();
    // A new tag is a reference row: shown once the isolate's copy is read again.
    forgetReference();
    const response = await get('/en-GB/membres/services/nobody-does-this/paris');
    expect(response.status).toBe(200);
    const page = parsePage(await response.text());
    expect(textOf(page.querySelector('main'))).toContain('No partner or service matches your search.');
    // The lead says there is nobody yet, not 'Discover the 0 providers'.
    const lead = textOf(page.querySelector('main h1 + p'));
    expect(lead).toBe('No Rare craft provider in Paris is listed yet.');
  });

  it('is browsed to its best 500 providers, and says so, however many it counts', async () => {
    const { total } = (await env.DB.prepare(
      'SELECT total FROM directory_counts WHERE tag_id = 0 AND city_id = 0',
    ).first<{ total: number }>())!;
    await env.DB.prepare('UPDATE directory_counts SET total = 4000 WHERE tag_id = 0 AND city_id = 0').run();
    try {
      const first = parsePage(await (await get('/en-GB/membres/services?sort=reviews')).text());
      // The count stays true; the pages stop at 500 (36 of 14).
      const main = textOf(first.querySelector('main'));
      expect(main).toContain('4,000 providers');
      expect(main).toContain('The 500 best-ranked providers are listed here.');
      const numbers = Array.from(first.querySelectorAll('nav a[aria-label^="Page"]'), (a) => textOf(a));
      expect(numbers.at(-1)).toBe('36');
      expect((await get('/en-GB/membres/services?sort=reviews&page=37')).status).toBe(404);
    } finally {
      await env.DB.prepare('UPDATE directory_counts SET total = ?1 WHERE tag_id = 0 AND city_id = 0')
        .bind(total)
        .run();
    }
  });

  it('never answers 500 to odd input', async () => {
    for (const path of [
      '/membres/services?sort=%00',
      '/membres/services?page=-1',
      '/membres/services?page=99999',
      '/membres/%E0%A4%A',
      '/membres/services/%22%3E',
    ]) {
      expect((await get(path)).status, path).toBeLessThan(500);
    }
  });
});
