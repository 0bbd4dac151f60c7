import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../test/dom';
import { seedTiny } from '../../../test/fixtures/seed';

/** A word of many French reviews of active members: more than one page of hits. */
let word = '';
let pages = 0;

beforeAll(async () => {
  await seedTiny(env.DB);
  // The first of these common words (in ASCII, as the links are compared as written) whose hits
  // fill more than a page of the tiny data set.
  for (const candidate of ['projet', 'equipe', 'travail', 'mission', 'delais', 'budget']) {
    const row = await env.DB.prepare(
      `SELECT count(*) AS n FROM reviews_fts_fr_fr f JOIN members m ON m.id = f.member_id
       WHERE reviews_fts_fr_fr MATCH ?1 AND m.status = 'active'`,
    )
      .bind(`"${candidate}"*`)
      .first<{ n: number }>();
    const candidatePages = Math.ceil(Math.min(100, row?.n ?? 0) / 10);
    if (candidatePages > 1) {
      word = candidate;
      pages = candidatePages;
      break;
    }
  }
});

/** French reviews of active members whose author has a name, with the hits of that name. */
const authors = async (anonymised: 0 | 1) =>
  (
    await env.DB.prepare(
      `SELECT r.public_id AS id, c.first_name || ' ' || c.last_name AS name, b.name AS company,
              (SELECT count(*) FROM reviews_fts_fr_fr
               WHERE reviews_fts_fr_fr MATCH '"' || c.first_name || '" "' || c.last_name || '"') AS hits
       FROM reviews r JOIN contacts c ON c.id = r.contact_id JOIN members m ON m.id = r.member_id
       LEFT JOIN buyers b ON b.id = r.buyer_id
       WHERE r.anonymised = ?1 AND r.lang = 'FR_FR' AND m.status = 'active' ORDER BY r.id LIMIT 20`,
    )
      .bind(anonymised)
      .all<{ id: string; name: string; company: string | null; hits: number }>()
  ).results;
const hitOf = (page: ReturnType<typeof parsePage>, id: string) =>
  page.querySelector(`section[aria-labelledby="search-reviews"] a[href$="/${id}"]`)?.closest('li');

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

describe('search pages', { timeout: 30_000 }, () => {
  it('pages through the hits, linking each page', async () => {
    expect(pages).toBeGreaterThan(1);
    const first = await get(`/membres/search?q=${word}`);
    expect(first.status).toBe(200);
    const firstPage = parsePage(await first.text());
    expect(firstPage.querySelector(`main a[href="/membres/search?q=${word}&page=2"]`)).toBeTruthy();
    // Each page's canonical is the address it was asked at: the query, and the page past the first.
    expect(firstPage.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost/membres/search?q=${word}`,
    );
    const last = await get(`/membres/search?q=${word}&page=${pages}`);
    expect(last.status).toBe(200);
    const lastPage = parsePage(await last.text());
    expect(lastPage.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost/membres/search?q=${word}&page=${pages}`,
    );
    const path = parsePage(await (await get(`/membres/search/${word}`)).text());
    expect(path.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost/membres/search/${word}`,
    );
    expect(lastPage.querySelector('main a[rel="prev"]')?.getAttribute('href')).toContain(`q=${word}`);
  });

  it('answers the 404 page past the last page of hits, as every list does', async () => {
    for (const path of [
      `/membres/search?q=${word}&page=${pages + 1}`,
      `/membres/search?q=${word}&page=11`,
      `/membres/search?q=${word}&page=9999`,
      '/membres/search?q=zzzzqqq&page=2',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const scripts = parsePage(await response.text()).querySelectorAll('script');
      expect(Array.from(scripts, (script) => script.textContent ?? '').join('\n'), path).toContain(
        'window.__analytics',
      );
    }
  });

  it('shows the no-result message on the first page of a search that finds nothing, with a way on', async () => {
    const response = await get('/en-GB/membres/search?q=zzzzqqq');
    expect(response.status).toBe(200);
    const page = parsePage(await response.text());
    expect(textOf(page.querySelector('main [role="status"]'))).toBe('No result');
    const onward = [...page.querySelectorAll('main a')].find((a) => textOf(a) === 'All providers');
    expect(onward?.getAttribute('href')).toBe('/en-GB/membres/services');
    expect((await get('/en-GB/membres/services')).status).toBe(200);
  });
  it('says no provider matches when a search finds client reviews only', async () => {
    const count = async (kind: string, term: string) =>
      (
        await env.DB.prepare(
          `SELECT count(*) AS n FROM ${kind}_fts_fr_fr f JOIN members m ON m.id = f.member_id
           WHERE ${kind}_fts_fr_fr MATCH ?1 AND m.status = 'active'`,
        )
          .bind(`"${term}"*`)
          .first<{ n: number }>()
      )?.n ?? 0;
    const candidates = ['délais', 'planning', 'budget', 'relances', 'réunion', 'livrable'];
    let reviewsOnly: string | undefined;
    for (const term of candidates)
      if (!reviewsOnly && (await count('reviews', term)) > 0 && (await count('members', term)) === 0)
        reviewsOnly = term;
    expect(reviewsOnly).toBeDefined();
    const page = parsePage(await (await get(`/membres/search?q=${reviewsOnly}`)).text());
    const providers = page.querySelector('section[aria-labelledby="search-members"]');
    expect(textOf(providers?.querySelector('h2'))).toBe('Prestataires');
    expect(textOf(providers?.querySelector('p'))).toBe(
      'Aucun partenaire ou service ne correspond à votre recherche.',
    );
    expect(page.querySelectorAll('section[aria-labelledby="search-reviews"] li').length).toBeGreaterThan(0);
    // A search that finds providers lists them, without the message.
    const found = parsePage(await (await get(`/membres/search?q=${word}`)).text());
    expect(found.querySelectorAll('section[aria-labelledby="search-members"] li').length).toBeGreaterThan(0);
    expect(found.querySelector('section[aria-labelledby="search-members"] p:not(li p)')).toBeNull();
  });

  it("names a review's client on its hit", async () => {
    const named = (await authors(0)).find((author) => author.hits > 0 && author.hits <= 10);
    expect(named).toBeDefined();
    const { id, name, company } = named as { id: string; name: string; company: string | null };
    const found = parsePage(await (await get(`/membres/search?q=${encodeURIComponent(name)}`)).text());
    const hit = hitOf(found, id);
    const byline = [...(hit?.querySelectorAll('p') ?? [])].find((p) => textOf(p).startsWith('Par '));
    expect(textOf(byline)).toBe(`Par ${[name, company].filter(Boolean).join(', ')}`);
    expect([...(byline?.querySelectorAll('mark') ?? [])].map(textOf)).toEqual(name.split(' '));
    // The review's excerpt is its text: the author's name is not appended to it.
    expect(textOf(hit?.querySelector('p.text-ink-soft')).endsWith(name)).toBe(false);
  });

  it("dates every review hit and shows its rating, from the review's own row", async () => {
    const page = parsePage(await (await get(`/membres/search/${word}`)).text());
    const hits = [...page.querySelectorAll('#search-reviews + ul > li')];
    expect(hits.length).toBe(10);
    const ids = hits.map((hit) => hit.querySelector('a')?.getAttribute('href')?.split('/').pop() ?? '');
    const rows = await env.DB.prepare(
      `SELECT public_id AS id, published_at AS publishedAt, published_rating AS rating FROM reviews
       WHERE public_id IN (${ids.map(() => '?').join(', ')})`,
    )
      .bind(...ids)
      .all<{ id: string; publishedAt: string; rating: number }>();
    const byId = new Map(rows.results.map((row) => [row.id, row]));
    for (const [index, hit] of hits.entries()) {
      const row = byId.get(ids[index] as string);
      expect(row, ids[index]).toBeDefined();
      const time = hit.querySelector('time');
      expect(time?.getAttribute('datetime')).toBe(row?.publishedAt);
      expect(textOf(time)).toBe(
        new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(row?.publishedAt as string),
        ),
      );
      const rating = new Intl.NumberFormat('fr-FR', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format((row?.rating as number) / 2);
      expect(textOf(hit.querySelector('.sr-only'))).toContain(rating);
    }
  });

  it("never finds an anonymised review by its author's name", async () => {
    const hidden = await authors(1);
    expect(hidden.length).toBeGreaterThan(0);
    for (const author of hidden.slice(0, 3)) {
      const page = parsePage(
        await (await get(`/membres/search?q=${encodeURIComponent(author.name)}`)).text(),
      );
      expect(hitOf(page, author.id), author.name).toBeFalsy();
      const indexed = await env.DB.prepare(
        `SELECT count(*) AS n FROM reviews_fts_fr_fr f JOIN reviews r ON r.id = f.review_id
         WHERE reviews_fts_fr_fr MATCH ?1 AND r.public_id = ?2`,
      )
        .bind(
          author.name
            .split(' ')
            .map((part) => `"${part}"`)
            .join(' '),
          author.id,
        )
        .first<{ n: number }>();
      expect(indexed?.n, author.name).toBe(0);
    }
  });

  it('reads control characters in the query as spaces, never showing them back', async () => {
    const plain = parsePage(await (await get(`/membres/search?q=${word}`)).text());
    const response = await get(`/membres/search?q=%00${word}%1B%07`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const control of ['\u0000', '\u001b', '\u0007']) expect(html.includes(control)).toBe(false);
    expect(textOf(parsePage(html).querySelector('h1'))).toBe(textOf(plain.querySelector('h1')));
  });
});
