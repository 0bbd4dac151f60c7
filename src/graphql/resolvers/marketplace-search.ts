import { searchIndex } from '../../domain/search-index';
import type { QuerySearchArgs } from '../../generated/resolvers';
import type { GraphqlContext } from '../context';
import { InputError } from '../execute';
import { memberColumns, reviewColumns } from '../loaders';
import { toFtsQuery } from './marketplace-search-query';
import { optionalTextOf, pageInfo, paging, type Row, textOf } from './shared';

/** What Query.search answers: the query and its paging; each list of hits reads D1 when asked for. */
export interface SearchParent {
  q: string;
  page: number;
  pageSize: number;
  offset: number;
}

/** Query.search: only the query and its paging, so each part of the result reads D1 only when asked. */
export function search(_root: unknown, args: QuerySearchArgs): SearchParent {
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
 */
export const MAX_SEARCH_HITS = 100;

/**
 * Matches of the visitor's language a search ranks, the most recently indexed first: a common
 * word has tens of thousands of them in the 1M-review set, and ranking them all took 400 ms of D1
 * time for one page (the 300 newest: 20 ms for the commonest word). A query with fewer matches is
 * ranked whole; a broad one, among its newest. Three times the hits a search pages through.
 */
const RANKED_MATCHES = 300;

/** The rows the matches of one kind of hit point to. */
const HIT_SOURCES = {
  members: { key: 'member_id', table: 'members', alias: 'm', columns: memberColumns },
  reviews: { key: 'review_id', table: 'reviews', alias: 'r', columns: reviewColumns },
} as const;

/**
 * One page of ranked hits of a kind: its rows with the first text column highlighted (`hl_head`)
 * and an excerpt of the second (`hl_snippet`), in the visitor's language.
 */
async function rankedHits(kind: keyof typeof HIT_SOURCES, parent: SearchParent, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match || parent.offset >= MAX_SEARCH_HITS) return [];
  const { key, table, alias, columns } = HIT_SOURCES[kind];
  const fts = searchIndex(kind, context.lang);
  // The language's newest matches (no ranking: index order stops early), ranked among themselves;
  // then the page of active members' rows, and only then highlighted: in one pass of the index
  // over the page's rowids, as a join on each rowid would evaluate the whole query (a prefix's
  // merged lists) once per hit, 16 of a page's 33 ms of SQL for `conseil` in the 1M-review set.
  return context.db.all<Row>(
    `WITH recent AS MATERIALIZED (
       SELECT rowid AS fts_id FROM ${fts}
       WHERE ${fts} MATCH ?1 ORDER BY rowid DESC LIMIT ${RANKED_MATCHES}
     ), top AS (
       SELECT rowid AS fts_id, member_id, rank FROM ${fts}
       WHERE ${fts} MATCH ?1
         AND rowid >= coalesce((SELECT min(fts_id) FROM recent), ${Number.MAX_SAFE_INTEGER})
       ORDER BY rank LIMIT ?2 + ?3 + ${HEADROOM}
     ), page AS MATERIALIZED (
       SELECT top.fts_id, top.rank FROM top CROSS JOIN members m ON m.id = top.member_id
       WHERE m.status = 'active' ORDER BY top.rank LIMIT ?2 OFFSET ?3
     )
     SELECT highlight(${fts}, 0, char(1), char(2)) AS hl_head,
            snippet(${fts}, 1, char(1), char(2), '…', 24) AS hl_snippet, ${columns(alias)}
     FROM ${fts} f CROSS JOIN page ON page.fts_id = f.rowid CROSS JOIN ${table} ${alias} ON ${alias}.id = f.${key}
     WHERE ${fts} MATCH ?1
       AND f.rowid BETWEEN (SELECT min(fts_id) FROM page) AND (SELECT max(fts_id) FROM page)
     ORDER BY page.rank`,
    match,
    parent.pageSize,
    parent.offset,
  );
}

/**
 * Member hits with highlighted name and description, in the visitor's language. The markers are
 * control characters that Highlighted turns into <mark>: no HTML ever leaves the database.
 */
export async function memberHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const rows = await rankedHits('members', parent, context);
  return rows.map((row) => ({
    member: row,
    name: optionalTextOf(row, 'hl_head') ?? textOf(row, 'name'),
    snippet: optionalTextOf(row, 'hl_snippet') || null,
  }));
}

/** Review hits with highlighted title and body excerpt, in the visitor's language. */
export async function reviewHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const rows = await rankedHits('reviews', parent, context);
  return rows.map((row) => ({
    review: row,
    title: optionalTextOf(row, 'hl_head') || null,
    snippet: optionalTextOf(row, 'hl_snippet') || null,
  }));
}

/** The hits of a kind a search has in a language, counted up to MAX_SEARCH_HITS, as SQL (?1 the match, ?2 the cap). */
function countSql(kind: keyof typeof HIT_SOURCES, lang: GraphqlContext['lang']) {
  const fts = searchIndex(kind, lang);
  return `(SELECT count(*) FROM (
     SELECT 1 FROM ${fts} CROSS JOIN members m ON m.id = ${fts}.member_id
     WHERE ${fts} MATCH ?1 AND m.status = 'active' LIMIT ?2
   ))`;
}

/**
 * The pages of a search: as many as the longer of its two lists of hits fills, each counted up
 * to MAX_SEARCH_HITS in index order (no ranking, so the count stops early), in the visitor's
 * language, of active members. Members are counted only when reviews do not fill every page.
 * Read in the round trip of the hits, so a page past the last hit is known at no extra wait.
 */
export async function searchInfo(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const match = toFtsQuery(parent.q);
  if (!match) return pageInfo(0, parent.page, parent.pageSize);
  const row = await context.db.first<{ n: number }>(
    `SELECT CASE WHEN reviews >= ?2 THEN reviews ELSE max(reviews, ${countSql('members', context.lang)}) END AS n
     FROM (SELECT ${countSql('reviews', context.lang)} AS reviews)`,
    match,
    MAX_SEARCH_HITS,
  );
  return pageInfo(Number(row?.n ?? 0), parent.page, parent.pageSize);
}
