import { env, SELF } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../../test/fixtures/seed';

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });
const get = (url: string) => SELF.fetch(url, { redirect: 'manual' });

/** Every `<loc>` of every child sitemap the index lists. */
async function everySitemapUrl(): Promise<{ files: string[]; byFile: string[][] }> {
  const index = parser.parse(await (await get('http://localhost/sitemap.xml')).text());
  const files = (index.sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
  const byFile: string[][] = [];
  for (const file of files) {
    const child = await get(file);
    expect(child.status, file).toBe(200);
    byFile.push((parser.parse(await child.text()).urlset.url as { loc: string }[]).map((entry) => entry.loc));
  }
  return { files, byFile };
}

beforeAll(async () => {
  await seedTiny(env.DB);
});

/** The page a sitemap address names, without its locale prefix (fr-FR has none). */
function localeFree(url: string): { locale: string; path: string } {
  const { pathname, search } = new URL(url);
  const prefix = /^\/(en-GB|es-ES|it-IT|de-DE|nl-NL)(?=\/|$)/.exec(pathname);
  const path = prefix ? pathname.slice(prefix[0].length) || '/' : pathname;
  return { locale: prefix?.[1] ?? 'fr-FR', path: `${path}${search}` };
}

describe('every sitemap address answers a page', () => {
  // Every address of every file is checked: each page once in fr-FR (about 600 pages; the local
  // runtime renders a few per second), every other-locale address as that page's locale-prefixed
  // form, and for each file one address per locale fetched too.
  it('fetches every URL of every sitemap file of the seeded data: 200, never a redirect or a 404', {
    timeout: 900_000,
  }, async () => {
    const { files, byFile } = await everySitemapUrl();
    const urls = byFile.flat();
    expect(files.map((file) => new URL(file).pathname.replace(/-\d+\.xml$/, ''))).toEqual(
      expect.arrayContaining([
        '/sitemaps/pages',
        '/sitemaps/members',
        '/sitemaps/reviews',
        '/sitemaps/collections',
      ]),
    );
    const pages = new Map<string, Set<string>>();
    for (const url of urls) {
      const { locale, path } = localeFree(url);
      const locales = pages.get(path) ?? new Set<string>();
      locales.add(locale);
      pages.set(path, locales);
    }
    // Each page is listed in all six locales, so fetching its fr-FR form covers its five others.
    for (const [path, locales] of pages) expect(locales.size, path).toBe(6);
    const sample = byFile.flatMap((list) =>
      ['fr-FR', 'en-GB', 'es-ES', 'it-IT', 'de-DE', 'nl-NL'].map(
        (locale) => list.find((url) => localeFree(url).locale === locale) ?? '',
      ),
    );
    expect(sample).not.toContain('');
    const toFetch = [...[...pages.keys()].map((path) => `http://localhost${path}`), ...sample];
    const failures: string[] = [];
    for (let start = 0; start < toFetch.length; start += 6) {
      await Promise.all(
        toFetch.slice(start, start + 6).map(async (url) => {
          const response = await get(url);
          // A sitemap lists canonical addresses: a redirect there is a link to fix, a 404 a bug.
          if (response.status !== 200) failures.push(`${response.status} ${url}`);
          await response.body?.cancel();
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(pages.size).toBeGreaterThan(100);
  });
});
