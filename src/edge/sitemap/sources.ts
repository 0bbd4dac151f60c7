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
  /** How many child sitemaps the family has now. */
  count(db: D1Database, now: Date): Promise<number>;
  /** The pages of child `n` (0-based), at most {@link PAGES_PER_SITEMAP}. */
  pages(db: D1Database, n: number, now: Date): Promise<SitemapPage[]>;
}

/** A family read with LIMIT/OFFSET over one ordered query, `perRow` pages per row. */
function paged<Row>(
  name: string,
  countSql: string,
  rowsSql: string,
  perRow: number,
  toPages: (row: Row) => SitemapPage[],
): SitemapSource {
  const rowsPerChunk = Math.floor(PAGES_PER_SITEMAP / perRow);
  return {
    name,
    async count(db) {
      const row = await db.prepare(countSql).first<{ n: number }>();
      return Math.ceil((row?.n ?? 0) / rowsPerChunk);
    },
    async pages(db, n) {
      const { results } = await db
        .prepare(rowsSql)
        .bind(rowsPerChunk, n * rowsPerChunk)
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
  const from = `FROM ${table} x JOIN members m ON m.id = x.member_id WHERE m.status = 'active'`;
  return paged<{ slug: string; id: string; lastmod: string | null }>(
    table,
    `SELECT count(*) AS n ${from}`,
    `SELECT m.slug, x.public_id AS id, ${lastmod} AS lastmod ${from} ORDER BY x.id LIMIT ? OFFSET ?`,
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
  async count(db, now) {
    return Math.max(1, Math.ceil((await staticPages(db, now)).length / PAGES_PER_SITEMAP));
  },
  async pages(db, n, now) {
    return (await staticPages(db, now)).slice(n * PAGES_PER_SITEMAP, (n + 1) * PAGES_PER_SITEMAP);
  },
};

/** Every family of child sitemaps, in index order. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticSource,
  paged<{ slug: string; updated_at: string }>(
    'articles',
    'SELECT count(*) AS n FROM articles',
    'SELECT slug, updated_at FROM articles ORDER BY id LIMIT ? OFFSET ?',
    1,
    (row) => [{ path: paths.article(row.slug), lastmod: row.updated_at }],
  ),
  paged<{ slug: string; public_id: string; created_at: string }>(
    'buyers',
    'SELECT count(*) AS n FROM buyers',
    'SELECT slug, public_id, created_at FROM buyers ORDER BY id LIMIT ? OFFSET ?',
    1,
    (row) => [{ path: paths.buyer(row.slug, row.public_id), lastmod: row.created_at }],
  ),
  paged<{ slug: string; updated_at: string }>(
    'members',
    "SELECT count(*) AS n FROM members WHERE status = 'active'",
    "SELECT slug, updated_at FROM members WHERE status = 'active' ORDER BY id LIMIT ? OFFSET ?",
    PROFILE_PAGES.length,
    (row) => PROFILE_PAGES.map((tab) => ({ path: paths.profile(row.slug, tab), lastmod: row.updated_at })),
  ),
  ownedByActiveMembers('reviews', 'x.published_at', paths.reference),
  ownedByActiveMembers('collections', 'm.updated_at', paths.collection),
];
