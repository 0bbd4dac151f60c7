import type { GraphqlContext } from '../context';
import { InputError } from '../execute';
import { inLanguage, MEMBER_TEXT, REVIEW_TEXT, toFtsQuery } from './marketplace-search-query';
import { paging, type Row } from './shared';

/** What Query.search answers: the query and its paging; each list of hits reads D1 when asked for. */
export interface SearchParent {
  q: string;
  page: number;
  pageSize: number;
  offset: number;
}

/** Query.search: only the query and its paging, so each part of the result reads D1 only when asked. */
export function search(_root: unknown, args: Record<string, unknown>): SearchParent {
  const q = String(args.q ?? '').slice(0, 200);
  const paged = paging(args.page, args.pageSize);
  // Hits are ranked MAX_SEARCH_HITS deep at most: a page past them is refused, not computed nor cached.
  if (paged.offset >= MAX_SEARCH_HITS)
    throw new InputError(`page must be between 1 and ${Math.ceil(MAX_SEARCH_HITS / paged.pageSize)}`);
  return { q, ...paged };
}

/**
 * Ranked hits in two steps: the FTS index alone ranks the matches in the visitor's language and
 * keeps the page (plus room for hits of inactive members, dropped after), then only those rows
 * are joined and highlighted. Joining first would read a member (and a review) for every match.
 */
const HEADROOM = 20;
/**
 * Hits a search can page through (10 pages of 10): ranking deeper means ranking, joining and
 * highlighting every match before the page, which took seconds of D1 time for `q=e&page=1000`.
 * A page beyond it, like a page beyond the last hit, is empty.
 */
export const MAX_SEARCH_HITS = 100;

/**
 * Member hits with highlighted name and description, in the visitor's language. The markers are
 * control characters that Highlighted turns into <mark>: no HTML ever leaves the database.
 */
export async function memberHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match || parent.offset >= MAX_SEARCH_HITS) return [];
  // Ranked ids first, then the page of active members, and only then highlight its rows.
  const rows = await context.db.all<Row>(
    `WITH top AS (
       SELECT rowid AS fts_id, member_id, rank FROM members_fts
       WHERE members_fts MATCH ?1 ORDER BY rank LIMIT ?2 + ?3 + ${HEADROOM}
     ), page AS (
       SELECT top.fts_id, top.rank FROM top CROSS JOIN members m ON m.id = top.member_id
       WHERE m.status = 'active' ORDER BY top.rank LIMIT ?2 OFFSET ?3
     )
     SELECT highlight(members_fts, 0, char(1), char(2)) AS hl_name,
            snippet(members_fts, 1, char(1), char(2), '…', 24) AS hl_snippet, m.*
     FROM page CROSS JOIN members_fts f ON f.rowid = page.fts_id CROSS JOIN members m ON m.id = f.member_id
     WHERE members_fts MATCH ?1
     ORDER BY page.rank`,
    inLanguage(match, MEMBER_TEXT, context.lang),
    parent.pageSize,
    parent.offset,
  );
  return rows.map((row) => ({ member: row, name: row.hl_name ?? row.name, snippet: row.hl_snippet || null }));
}

/** Review hits with highlighted title and body excerpt, in the visitor's language. */
export async function reviewHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match || parent.offset >= MAX_SEARCH_HITS) return [];
  // Ranked ids first, then the page of active members' reviews, and only then highlight its rows.
  const rows = await context.db.all<Row>(
    `WITH top AS (
       SELECT rowid AS fts_id, member_id, rank FROM reviews_fts
       WHERE reviews_fts MATCH ?1 ORDER BY rank LIMIT ?2 + ?3 + ${HEADROOM}
     ), page AS (
       SELECT top.fts_id, top.rank FROM top CROSS JOIN members m ON m.id = top.member_id
       WHERE m.status = 'active' ORDER BY top.rank LIMIT ?2 OFFSET ?3
     )
     SELECT highlight(reviews_fts, 0, char(1), char(2)) AS hl_title,
            snippet(reviews_fts, 1, char(1), char(2), '…', 24) AS hl_snippet, r.*
     FROM page CROSS JOIN reviews_fts f ON f.rowid = page.fts_id CROSS JOIN reviews r ON r.id = f.review_id
     WHERE reviews_fts MATCH ?1
     ORDER BY page.rank`,
    inLanguage(match, REVIEW_TEXT, context.lang),
    parent.pageSize,
    parent.offset,
  );
  return rows.map((row) => ({ review: row, title: row.hl_title || null, snippet: row.hl_snippet || null }));
}
