import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../index';
import { HOSTILE_TITLE, seedEmbedFixture } from '../widget/embed-fixture';

async function get(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(url, {}, env, ctx);
  // Read the body first: a page is stored in the cache from a tee of it, which waits for the
  // visitor's half to be read.
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  htmlEntities: true,
  isArray: (name) => ['entry', 'link'].includes(name),
});

interface Text {
  '#text'?: string;
}
interface Entry {
  id: string;
  title: string | Text;
  link: { rel: string; href: string }[];
  updated: string;
  author: { name: string };
  content: Text;
}
interface Feed {
  feed: {
    xmlns: string;
    id: string;
    title: string;
    updated: string;
    author: { name: string };
    link: { rel: string; href: string; type: string }[];
    entry?: Entry[];
  };
}

const text = (value: string | Text) => (typeof value === 'string' ? value : (value['#text'] ?? ''));

/** Checks the elements RFC 4287 requires of a feed and of each entry, and returns the feed. */
async function atom(response: Response): Promise<Feed['feed']> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
  const body = await response.text();
  expect(XMLValidator.validate(body)).toBe(true);
  const { feed } = parser.parse(body) as Feed;
  expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(/^https?:\/\//);
  expect(feed.title).toBeTruthy();
  expect(Date.parse(feed.updated)).not.toBeNaN();
  expect(feed.author.name).toBe('Trustboard');
  expect(feed.link.find((link) => link.rel === 'self')?.type).toBe('application/atom+xml');
  for (const entry of feed.entry ?? []) {
    expect(entry.id).toMatch(/^https?:\/\//);
    expect(text(entry.title)).toBeTruthy();
    expect(entry.link[0]?.href).toMatch(/^https?:\/\//);
    expect(Date.parse(entry.updated)).not.toBeNaN();
    expect(entry.author.name).toBeTruthy();
    expect(entry.content).toBeDefined();
  }
  const dates = (feed.entry ?? []).map((entry) => Date.parse(entry.updated));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  return feed;
}

beforeAll(() => seedEmbedFixture(env.DB));

describe('Atom feeds', () => {
  it('lists the articles newest first, in fr-FR and in a prefixed locale', async () => {
    const fr = await atom(await get('/articles/feed.xml'));
    expect(fr.title).toBe('Articles de Trustboard');
    expect(fr.entry?.map((entry) => text(entry.title))).toEqual(['Fresh & new', 'Old news']);
    expect(fr.entry?.[0]?.link[0]?.href).toBe('http://localhost/articles/fresh-news');
    expect(fr.updated).toBe('2025-06-01T00:00:00Z');
    const en = await atom(await get('/en-GB/articles/feed.xml'));
    expect(en.title).toBe('Trustboard articles');
    expect(en.entry?.[1]?.link[0]?.href).toBe('http://localhost/en-GB/articles/old-news');
  });

  it("lists a member's latest reviews newest first, hostile text kept as text", async () => {
    const acme = await atom(await get('/en-GB/profil/acme/reviews/feed.xml'));
    expect(acme.entry).toHaveLength(3);
    expect(acme.entry?.[0]?.link[0]?.href).toBe('http://localhost/en-GB/profil/acme/reference/r-one');
    const evil = await atom(await get('/profil/evil/reviews/feed.xml'));
    expect(text(evil.entry?.[0]?.content ?? {})).toContain(HOSTILE_TITLE);
  });

  it("lists a member's reviews newest first whatever their language", async () => {
    // A review in English newer than every other: the French list shows French reviews first.
    await env.DB.prepare(
      `INSERT INTO reviews (id, public_id, member_id, published_at, published_rating, title, lang, points)
       VALUES (90, 'r-newest-en', 1, ?1, 9, '{"EN_GB":"Newest"}', 'EN_GB', 20)`,
    )
      .bind(new Date().toISOString())
      .run();
    for (const path of ['/profil/acme/reviews/feed.xml', '/en-GB/profil/acme/reviews/feed.xml']) {
      const dates = ((await atom(await get(path))).entry ?? []).map((entry) => Date.parse(entry.updated));
      expect(dates.length, path).toBeGreaterThan(1);
      expect(dates, path).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('answers 404 for an unknown or malformed member and 410 for a removed one', async () => {
    expect((await get('/profil/nobody/reviews/feed.xml')).status).toBe(404);
    expect((await get('/de-DE/profil/%3Cx%3E/reviews/feed.xml')).status).toBe(404);
    expect((await get('/profil/gone/reviews/feed.xml')).status).toBe(410);
  });

  it('is linked from the head of the articles list and of a profile', { timeout: 30_000 }, async () => {
    const feeds: { href: string; type: string }[] = [];
    // One rewriter per page: a page's own response may already have gone through one.
    const collect = async (response: Response) =>
      new HTMLRewriter()
        .on('link[rel="alternate"][type="application/atom+xml"]', {
          element(element) {
            feeds.push({
              href: element.getAttribute('href') ?? '',
              type: element.getAttribute('type') ?? '',
            });
          },
        })
        .transform(response)
        .text();
    await collect(await get('/en-GB/articles'));
    await collect(await get('/profil/acme/reviews'));
    expect(feeds.map((feed) => feed.href)).toEqual([
      'http://localhost/en-GB/articles/feed.xml',
      'http://localhost/profil/acme/reviews/feed.xml',
    ]);
  });
});
