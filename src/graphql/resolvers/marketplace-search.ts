import type { GraphqlContext } from '../context';
import { toFtsQuery } from './marketplace-search-query';
import { paging, type Row } from './shared';

type Parent = { q?: string; members?: { info?: { page?: number; pageSize?: number } } };

/** Both spellings a locale column may hold (FR_FR or fr-FR). */
const localeForms = (context: GraphqlContext) => [context.lang, context.lang.replace('_', '-')];

/**
 * Member hits with highlighted name and description, in the visitor's language. The markers are
 * control characters that Highlighted turns into <mark>: no HTML ever leaves the database.
 */
export async function memberHits(parent: Parent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match) return [];
  const { pageSize, offset } = paging(parent.members?.info?.page, parent.members?.info?.pageSize);
  const rows = await context.db.all<Row>(
    `SELECT f.member_id, highlight(members_fts, 0, char(1), char(2)) AS hl_name,
            snippet(members_fts, 1, char(1), char(2), '…', 24) AS hl_snippet, m.*
     FROM members_fts f JOIN members m ON m.id = f.member_id
     WHERE members_fts MATCH ?1 AND f.locale IN (?2, ?3) AND m.status = 'active'
     ORDER BY f.rank LIMIT ?4 OFFSET ?5`,
    match,
    ...localeForms(context),
    pageSize,
    offset,
  );
  return rows.map((row) => ({ member: row, name: row.hl_name ?? row.name, snippet: row.hl_snippet || null }));
}

/** Review hits with highlighted title and body excerpt, in the visitor's language. */
export async function reviewHits(parent: Parent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match) return [];
  const { pageSize, offset } = paging(parent.members?.info?.page, parent.members?.info?.pageSize);
  const rows = await context.db.all<Row>(
    `SELECT highlight(reviews_fts, 0, char(1), char(2)) AS hl_title,
            snippet(reviews_fts, 1, char(1), char(2), '…', 24) AS hl_snippet, r.*
     FROM reviews_fts f JOIN reviews r ON r.id = f.review_id JOIN members m ON m.id = r.member_id
     WHERE reviews_fts MATCH ?1 AND f.locale IN (?2, ?3) AND m.status = 'active'
     ORDER BY f.rank LIMIT ?4 OFFSET ?5`,
    match,
    ...localeForms(context),
    pageSize,
    offset,
  );
  return rows.map((row) => ({ review: row, title: row.hl_title || null, snippet: row.hl_snippet || null }));
}
