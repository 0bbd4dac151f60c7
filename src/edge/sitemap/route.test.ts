import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../index';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

async function get(url: string, vars: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(url, {}, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare('INSERT INTO cities (id, slug, name) VALUES (1, \'paris\', \'{"FR_FR":"Paris"}\')'),
    env.DB.prepare(
      "INSERT INTO tags (id, public_id, slug, kind) VALUES (1, 't1', 'tech-et-produit', 'CATEGORY')",
    ),
    env.DB.prepare(
      "INSERT INTO tags (id, public_id, slug, kind, parent_id) VALUES (2, 't2', 'developpement-web', 'ACTIVITY', 1)",
    ),
    env.DB.prepare(
      'INSERT INTO directory_counts (tag_id, city_id, total) VALUES (0, 0, 2), (2, 1, 1), (1, 0, 1), (2, 0, 0)',
    ),
    env.DB.prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category, status) VALUES
       (1, 'm1', 'acme', 'Acme & Co', '2024-01-01', '2025-03-04T10:00:00Z', 'tech_et_produit', 'active'),
       (2, 'm2', 'gone', 'Gone', '2024-01-01', '2025-01-01', 'tech_et_produit', 'ceased')`,
    ),
    env.DB.prepare(
      "INSERT INTO contacts (id, public_id, first_name, last_name) VALUES (1, 'c1', 'Ada', 'L')",
    ),
    env.DB.prepare(
      `INSERT INTO reviews (id, public_id, member_id, contact_id, published_at, published_rating) VALUES
       (1, 'r1', 1, 1, '2025-02-01T00:00:00Z', 9), (2, 'r2', 1, NULL, '2025-02-02T00:00:00Z', 8),
       (3, 'r3', 2, NULL, '2025-02-03T00:00:00Z', 8)`,
    ),
    env.DB.prepare(
      "INSERT INTO articles (id, public_id, slug, title, body, published_at, updated_at) VALUES (1, 'a1', 'trust', '{}', '[]', '2025-01-01', '2025-01-05')",
    ),
    env.DB.prepare("INSERT INTO article_tags (id, public_id, slug, label) VALUES (1, 'at1', 'seo', '{}')"),
  ]);
});

async function allEntries(
  vars: Record<string, string> = {},
  origin = 'http://localhost',
): Promise<UrlEntry[]> {
  const index = await get(`${origin}/sitemap.xml`, vars);
  const indexXml = await index.text();
  expect(XMLValidator.validate(indexXml)).toBe(true);
  const locations = (parser.parse(indexXml).sitemapindex.sitemap as { loc: string }[]).map((s) => s.loc);
  expect(locations.length).toBeGreaterThan(0);
  const entries: UrlEntry[] = [];
  for (const loc of locations) {
    const child = await get(loc, vars);
    expect(child.status).toBe(200);
    const xml = await child.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url as UrlEntry[];
    expect(urls.length).toBeLessThanOrEqual(10_000);
    entries.push(...urls);
  }
  return entries;
}

describe('sitemap', () => {
  it('lists every public page in every locale with absolute, reciprocal alternates', async () => {
    const entries = await allEntries();
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      expect(entry.loc).toMatch(/^http:\/\/localhost\//);
      const links = entry['xhtml:link'];
      expect(links.map((link) => link.hreflang).sort()).toEqual(
        ['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'x-default'].sort(),
      );
      for (const link of links) {
        expect(link.href).toMatch(/^http:\/\/localhost\//);
        const other = byLoc.get(link.href);
        expect(other, `${link.href} is listed`).toBeDefined();
        expect(other?.['xhtml:link'].some((back) => back.href === entry.loc)).toBe(true);
      }
    }
    const locs = [...byLoc.keys()];
    for (const path of [
      '/',
      '/en-GB',
      '/articles/trust',
      '/articles/tags/seo',
      '/membres/services',
      '/membres/tech-et-produit',
      '/membres/tech-et-produit/developpement-web/paris',
      '/membres/trustawards/2019',
      '/profil/acme',
      '/de-DE/profil/acme/culture',
      '/profil/acme/reference/r1',
      '/profil/acme/reference/r2',
    ]) {
      expect(locs).toContain(`http://localhost${path}`);
    }
    expect(locs.some((loc) => loc.includes('/profil/gone'))).toBe(false);
    expect(locs).not.toContain('http://localhost/membres/tech-et-produit/developpement-web');
    expect(byLoc.get('http://localhost/profil/acme')?.lastmod).toBe('2025-03-04T10:00:00Z');
  });

  it('cuts reviews by ranges of their ids: a file per range with something to list, none empty', async () => {
    // Ids 1-3 fill the first range (1,666 ids a file); 5000 is in the fourth; 9000, a ceased
    // member's review, would be alone in the sixth.
    await env.DB.prepare(
      `INSERT INTO reviews (id, public_id, member_id, published_at, published_rating) VALUES
       (5000, 'r5000', 1, '2025-03-01T00:00:00Z', 9), (9000, 'r9000', 2, '2025-03-02T00:00:00Z', 7)`,
    ).run();
    // Another host: the addresses read before these rows are cached under localhost.
    const origin = 'http://ranges.localhost';
    const index = parser.parse(await (await get(`${origin}/sitemap.xml`)).text());
    const reviewFiles = (index.sitemapindex.sitemap as { loc: string }[])
      .map((entry) => new URL(entry.loc).pathname)
      .filter((path) => path.startsWith('/sitemaps/reviews-'));
    expect(reviewFiles).toEqual(['/sitemaps/reviews-1.xml', '/sitemaps/reviews-4.xml']);
    const fourth = parser.parse(await (await get(`${origin}/sitemaps/reviews-4.xml`)).text());
    expect((fourth.urlset.url as UrlEntry[]).map((entry) => entry.loc)).toContain(
      `${origin}/profil/acme/reference/r5000`,
    );
    for (const empty of ['reviews-2', 'reviews-6', 'reviews-999999999'])
      expect((await get(`${origin}/sitemaps/${empty}.xml`)).status, empty).toBe(404);
  });

  it('uses the production host for every address when one is set', async () => {
    const entries = await allEntries(
      { PRODUCTION_HOST: 'www.trustboard.test' },
      'https://www.trustboard.test',
    );
    expect(entries.every((entry) => entry.loc.startsWith('https://www.trustboard.test/'))).toBe(true);
  });

  it.each([
    '/sitemaps/members-99.xml',
    '/sitemaps/nope-1.xml',
    '/sitemaps/members-0.xml',
    '/sitemaps/%00.xml',
  ])('answers 404 for %s', async (path) => {
    expect((await get(`http://localhost${path}`)).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows crawling and names the sitemap on the production host', async () => {
    const text = await (
      await get('https://www.trustboard.test/robots.txt', { PRODUCTION_HOST: 'www.trustboard.test' })
    ).text();
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Sitemap: https://www.trustboard.test/sitemap.xml');
  });

  it('keeps the language switcher out of the crawl, and nothing else', async () => {
    const text = await (
      await get('https://www.trustboard.test/robots.txt', { PRODUCTION_HOST: 'www.trustboard.test' })
    ).text();
    const rules = text.split('\n').filter((line) => /^(Disallow|Allow):/.test(line));
    // Disallow first: parsers that take the first matching rule (Python's, LinkChecker's) would
    // otherwise stop at `Allow: /`; those that take the longest match read both orders alike.
    expect(rules).toEqual(['Disallow: /_locale', 'Allow: /']);
  });

  it('disallows everything on any other host', async () => {
    const text = await (
      await get('https://staging.trustboard.test/robots.txt', { PRODUCTION_HOST: 'www.trustboard.test' })
    ).text();
    expect(text).toContain('Disallow: /');
    expect(text).not.toContain('Sitemap');
    expect(await (await get('http://localhost/robots.txt')).text()).toContain('Disallow: /');
  });
});
