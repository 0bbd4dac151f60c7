import type { GraphqlContext } from '../context';
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
  return { q, ...paging(args.page, args.pageSize) };
}

/**
 * Ranked hits in two steps: the FTS index alone ranks the matches in the visitor's language and
 * keeps the page (plus room for hits of inactive members, dropped after), then only those rows
 * are joined and highlighted. Joining first would read a member (and a review) for every match.
 */
const HEADROOM = 20;

/**
 * Member hits with highlighted name and description, in the visitor's language. The markers are
 * control characters that Highlighted turns into <mark>: no HTML ever leaves the database.
 */
export async function memberHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match) return [];
  const rows = await context.db.all<Row>(
    `WITH top AS (
       SELECT rowid AS fts_id, rank FROM members_fts
       WHERE members_fts MATCH ?1 ORDER BY rank LIMIT ?2 + ?3 + ${HEADROOM}
     )
     SELECT highlight(members_fts, 0, char(1), char(2)) AS hl_name,
            snippet(members_fts, 1, char(1), char(2), '…', 24) AS hl_snippet, m.*
     FROM top CROSS JOIN members_fts f ON f.rowid = top.fts_id CROSS JOIN members m ON m.id = f.member_id
     WHERE members_fts MATCH ?1 AND m.status = 'active'
     ORDER BY top.rank LIMIT ?2 OFFSET ?3`,
    inLanguage(match, MEMBER_TEXT, context.lang),
    parent.pageSize,
    parent.offset,
  );
  return rows.map((row) => ({ member: row, name: row.hl_name ?? row.name, snippet: row.hl_snippet || null }));
}

/** Review hits with highlighted title and body excerpt, in the visitor's language. */
export async function reviewHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match) return [];
  const rows = await context.db.all<Row>(
    `WITH top AS (
       SELECT rowid AS fts_id, rank FROM reviews_fts
       WHERE reviews_fts MATCH ?1 ORDER BY rank LIMIT ?2 + ?3 + ${HEADROOM}
     )
     SELECT highlight(reviews_fts, 0, char(1), char(2)) AS hl_title,
            snippet(reviews_fts, 1, char(1), char(2), '…', 24) AS hl_snippet, r.*
     FROM top CROSS JOIN reviews_fts f ON f.rowid = top.fts_id CROSS JOIN reviews r ON r.id = f.review_id
       JOIN members m ON m.id = r.member_id
     WHERE reviews_fts MATCH ?1 AND m.status = 'active'
     ORDER BY top.rank LIMIT ?2 OFFSET ?3`,
    inLanguage(match, REVIEW_TEXT, context.lang),
    parent.pageSize,
    parent.offset,
  );
  return rows.map((row) => ({ review: row, title: row.hl_title || null, snippet: row.hl_snippet || null }));
}
