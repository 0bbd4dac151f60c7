import { LOCALES } from '../../i18n/locales';
import { isCity } from '../../routing/route-params';
import { liveLeaderboards, PROFILE_TABS, paths } from './paths';
import type { SitemapPage } from './xml';

/** Most `<url>` entries a child sitemap holds. */
export const MAX_URLS_PER_SITEMAP = 10_000;
/** Pages per child sitemap: each page yields one entry per locale. */
export const PAGES_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / LOCALES.length);
const FIRST_TRUSTAWARDS_YEAR = 2019;
const PROFILE_PAGES = [undefined, ...PROFILE_TABS] as const;

/** One family of child sitemaps (`/sitemaps/{name}-{n}.xml`). */
export interface SitemapSource {
  name: string;
  /** The numbers (from 1, in order) of the family's child sitemaps that list something now. */
  chunks(db: D1Database, now: Date): Promise<number[]>;
  /** The pages of child `n` (0-based), at most {@link PAGES_PER_SITEMAP}. */
  pages(db: D1Database, n: number, now: Date): Promise<SitemapPage[]>;
}

/** The SQL of a keyed family: its columns, `FROM ...`, its optional condition and integer key. */
interface KeyedQuery {
  columns: string;
  from: string;
  where?: string;
  key: string;
}

/**
 * A family cut by ranges of an integer key, `perRow` pages per row: child n (from 1) lists the
 * rows whose key lies in the n-th range of keys, read by a range of the key's index. Cutting one
 * ordered list with LIMIT/OFFSET made every child walk every row before its own: 5 s for a late
 * file of the 1M-review set's reviews, and a crawl of them all read rows by the hundred million.
 * Ranges with nothing to list (deleted rows, inactive members) are left out of the index, so no
 * listed file is empty.
 */
function keyed<Row>(
  name: string,
  query: KeyedQuery,
  perRow: number,
  toPages: (row: Row) => SitemapPage[],
): SitemapSource {
  const rowsPerChunk = Math.floor(PAGES_PER_SITEMAP / perRow);
  const where = (condition: string) => `WHERE ${query.where ? `${query.where} AND ` : ''}${condition}`;
  return {
    name,
    async chunks(db) {
      // The size is written in (a bound number reaches SQLite as a real: the division would not cut).
      const { results } = await db
        .prepare(
          `SELECT DISTINCT ${query.key} / ${rowsPerChunk} AS chunk ${query.from} ${where('1')} ORDER BY chunk`,
        )
        .all<{ chunk: number }>();
      return results.map((row) => Number(row.chunk) + 1);
    },
    async pages(db, n) {
      const { results } = await db
        .prepare(
          `SELECT ${query.columns} ${query.from} ${where(`${query.key} >= ?1 AND ${query.key} < ?2`)} ORDER BY ${query.key}`,
        )
        .bind(n * rowsPerChunk, (n + 1) * rowsPerChunk)
        .all<Row>();
      return results.flatMap(toPages);
    },
  };
}

/**
 * The family of `table` (reviews, collections): one page per row, under its member's profile,
 * for active members only. `lastmod` is the SQL of the row's date (`x` the row, `m` its member).
 */
function ownedByActiveMembers(
  table: 'reviews' | 'collections',
  lastmod: string,
  path: (memberSlug: string, publicId: string) => string,
): SitemapSource {
  return keyed<{ slug: string; id: string; lastmod: string | null }>(
    table,
    {
      columns: `m.slug, x.public_id AS id, ${lastmod} AS lastmod`,
      // CROSS JOIN: the range of the rows' key drives; each row's member is looked up.
      from: `FROM ${table} x CROSS JOIN members m ON m.id = x.member_id`,
      where: "m.status = 'active'",
      key: 'x.id',
    },
    1,
    (row) => [{ path: path(row.slug, row.id), lastmod: row.lastmod }],
  );
}

interface DirectoryRow {
  kind: string | null;
  slug: string | null;
  parent_slug: string | null;
  city: string | null;
}

/** Home, lists, live leaderboards, Trustawards, article tags and the directory pages with members. */
async function staticPages(db: D1Database, now: Date): Promise<SitemapPage[]> {
  const [latest, directory, articleTags] = await db.batch([
    db.prepare('SELECT max(published_at) AS at FROM reviews'),
    db.prepare(
      `SELECT t.kind, t.slug, p.slug AS parent_slug, c.slug AS city
       FROM directory_counts d LEFT JOIN tags t ON t.id = d.tag_id LEFT JOIN tags p ON p.id = t.parent_id
       LEFT JOIN cities c ON c.id = d.city_id
       WHERE d.total > 0 ORDER BY d.tag_id, d.city_id`,
    ),
    db.prepare('SELECT slug FROM article_tags ORDER BY id'),
  ]);
  const lastmod = (latest?.results[0] as { at: string | null } | undefined)?.at ?? null;
  const pages: SitemapPage[] = [
    { path: paths.home(), lastmod },
    { path: paths.articles(), lastmod },
    { path: paths.buyers(), lastmod },
    ...liveLeaderboards(now).map((path) => ({ path, lastmod })),
  ];
  for (let year = FIRST_TRUSTAWARDS_YEAR; year < now.getUTCFullYear(); year++) {
    pages.push({ path: paths.trustawards(year) });
  }
  for (const row of (articleTags?.results ?? []) as { slug: string }[]) {
    pages.push({ path: paths.articleTag(row.slug) });
  }
  const seen = new Set<string>();
  for (const row of (directory?.results ?? []) as DirectoryRow[]) {
    const path = directoryPath(row);
    if (path && !seen.has(path)) {
      seen.add(path);
      pages.push({ path, lastmod });
    }
  }
  return pages;
}

function directoryPath(row: DirectoryRow): string | null {
  // Cities the directory does not route are members' addresses, not directory pages.
  const city = row.city && isCity(row.city) ? row.city : undefined;
  if (row.city && !city) return null;
  if (row.kind === null) return paths.allServices(city);
  if (!row.slug) return null;
  return paths.tag({ kind: row.kind, slug: row.slug, parent_slug: row.parent_slug }, city);
}

const staticSource: SitemapSource = {
  name: 'pages',
  async chunks(db, now) {
    const count = Math.max(1, Math.ceil((await staticPages(db, now)).length / PAGES_PER_SITEMAP));
    return Array.from({ length: count }, (_, index) => index + 1);
  },
  async pages(db, n, now) {
    return (await staticPages(db, now)).slice(n * PAGES_PER_SITEMAP, (n + 1) * PAGES_PER_SITEMAP);
  },
};

/** Every family of child sitemaps, in index order. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticSource,
  keyed<{ slug: string; updated_at: string }>(
    'articles',
    { columns: 'slug, updated_at', from: 'FROM articles', key: 'id' },
    1,
    (row) => [{ path: paths.article(row.slug), lastmod: row.updated_at }],
  ),
  keyed<{ slug: string; public_id: string; created_at: string }>(
    'buyers',
    { columns: 'slug, public_id, created_at', from: 'FROM buyers', key: 'id' },
    1,
    (row) => [{ path: paths.buyer(row.slug, row.public_id), lastmod: row.created_at }],
  ),
  keyed<{ slug: string; updated_at: string }>(
    'members',
    { columns: 'slug, updated_at', from: 'FROM members', where: "status = 'active'", key: 'id' },
    PROFILE_PAGES.length,
    (row) => PROFILE_PAGES.map((tab) => ({ path: paths.profile(row.slug, tab), lastmod: row.updated_at })),
  ),
  ownedByActiveMembers('reviews', 'x.published_at', paths.reference),
  ownedByActiveMembers('collections', 'm.updated_at', paths.collection),
];
