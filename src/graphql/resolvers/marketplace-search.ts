import { MAX_SEARCH_QUERY_LENGTH, searchIndex } from '../../domain/search-index';
import type { QuerySearchArgs } from '../../generated/resolvers';
import { type GraphqlContext, kept } from '../context';
import { InputError } from '../input-error';
import {
  hasMatch,
  highlight,
  MEMBER_SNIPPET_TOKENS,
  SNIPPET_TOKENS,
  snippet,
} from './marketplace-search-marks';
import { searchTerms, toFtsQuery } from './marketplace-search-query';
import { idOf, pageInfo, paging, type Row, textOf } from './shared';

/** What Query.search answers: the query and its paging; each list of hits reads D1 when asked for. */
export interface SearchParent {
  q: string;
  page: number;
  pageSize: number;
  offset: number;
}

/** Query.search: only the query and its paging, so each part of the result reads D1 only when asked. */
export function search(_root: unknown, args: QuerySearchArgs): SearchParent {
  const q = String(args.q ?? '');
  // Refused, not cut short: every distinct long query would be one more cache entry.
  if (q.length > MAX_SEARCH_QUERY_LENGTH)
    throw new InputError(`q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`);
  const paged = paging(args.page, args.pageSize);
  // Hits are ranked MAX_SEARCH_HITS deep at most: a page past them is refused, not computed nor cached.
  if (paged.offset >= MAX_SEARCH_HITS)
    throw new InputError(`page must be between 1 and ${Math.ceil(MAX_SEARCH_HITS / paged.pageSize)}`);
  return { q, ...paged };
}

/**
 * Hits a search can page through (10 pages of 10): the newest matches of the visitor's language.
 * A common word has tens of thousands of matches in the 1M-review set; ranking them all took 400
 * ms of D1 time for one page, and paging deeper meant ranking, joining and highlighting every
 * match before the page (seconds for `q=e&page=1000`).
 */
export const MAX_SEARCH_HITS = 100;

/**
 * The column of a match that names its row, the loader of those rows, and the index's three text
 * columns a hit shows: highlighted whole (`head`, and `more`: a member's services, a review's
 * client) and as an excerpt of `words` words (`body`).
 */
const HIT_SOURCES = {
  members: {
    key: 'member_id',
    rows: (context: GraphqlContext) => context.loaders.memberById,
    head: 'name',
    body: 'description',
    words: MEMBER_SNIPPET_TOKENS,
    more: 'tags',
  },
  reviews: {
    key: 'review_id',
    rows: (context: GraphqlContext) => context.loaders.reviewById,
    head: 'title',
    body: 'body',
    words: SNIPPET_TOKENS,
    more: 'company',
  },
} as const;

/** A search's hits of one kind, of active members, best first: every page of them. */
type RankedHits = Promise<Row[]>;
/** The key of a context's ranked hits (one request's hits and page count share them). */
const RANKED_HITS = Symbol('ranked search hits');

/**
 * Every hit of a kind a search can page through, best first: the language's MAX_SEARCH_HITS
 * newest matches (index order stops early) of active members, each with its index row
 * (`hit_id`) and the key of its row (`hit_key`). The statement reads each match and its member
 * once; the order, the page and the count are the Worker's. Sorting and counting in SQL read
 * every match again (500 rows read instead of 300 over the 1M-review set). One request's hits
 * and page count share it.
 */
function rankedHits(kind: keyof typeof HIT_SOURCES, q: string, context: GraphqlContext): RankedHits {
  const match = toFtsQuery(q);
  if (!match) return Promise.resolve([]);
  const byKey = kept(context, RANKED_HITS, () => new Map<string, RankedHits>());
  const cacheKey = `${kind}\u0000${match}`;
  const known = byKey.get(cacheKey);
  if (known) return known;
  const fts = searchIndex(kind, context.lang);
  const rows = context.db
    .all<Row>(
      `SELECT w.hit_rank, w.hit_id, w.hit_key
       FROM (
         SELECT rowid AS hit_id, rank AS hit_rank, ${HIT_SOURCES[kind].key} AS hit_key, member_id AS hit_member
         FROM ${fts} WHERE ${fts} MATCH ?1 ORDER BY rowid DESC LIMIT ${MAX_SEARCH_HITS}
       ) w CROSS JOIN members m ON m.id = w.hit_member
       WHERE m.status = 'active'`,
      match,
    )
    // bm25 is negative, the most relevant lowest; among equals, the newest first.
    .then((found) =>
      found.sort((a, b) => Number(a.hit_rank) - Number(b.hit_rank) || Number(b.hit_id) - Number(a.hit_id)),
    );
  byKey.set(cacheKey, rows);
  return rows;
}

/** What a hit shows of its index row: its head and third column highlighted, an excerpt of its body. */
interface HitMarks {
  head: string | null;
  snippet: string | null;
  more: string | null;
}

const NO_MARKS: HitMarks = { head: null, snippet: null, more: null };

/**
 * The texts the index holds for the page's hits, marked where the search's words are. Marked
 * here, for the page only: FTS5's highlight() and snippet() in the ranking statement marked all
 * 100 matches for the 10 a page shows, and were most of its time over 1M reviews (4-5 of 11 ms).
 */
async function marksOf(
  kind: keyof typeof HIT_SOURCES,
  q: string,
  ids: readonly (string | number)[],
  context: GraphqlContext,
): Promise<Map<string | number, HitMarks>> {
  if (ids.length === 0) return new Map();
  const { head, body, more, words } = HIT_SOURCES[kind];
  const fts = searchIndex(kind, context.lang);
  const rows = await context.db.all<Row>(
    `SELECT f.rowid AS hit_id, f.${head} AS head, f.${body} AS body, f.${more} AS more
     FROM json_each(?1) k CROSS JOIN ${fts} f ON f.rowid = k.value`,
    JSON.stringify(ids),
  );
  const terms = searchTerms(q);
  return new Map(
    rows.map((row) => [
      idOf(row, 'hit_id'),
      {
        head: row.head ? highlight(String(row.head), terms) : null,
        snippet: row.body ? snippet(String(row.body), terms, words) : null,
        more: row.more ? highlight(String(row.more), terms) : null,
      },
    ]),
  );
}

/**
 * The page of a search's hits of a kind, each with its row and its marked texts. Only the page's
 * rows are read, in the next round trip: read with every match, the cards of 100 reviews and 100
 * members came back for the 20 a page shows (the reviews' texts alone 72 KB for `conseil` over
 * 1M reviews).
 */
async function pageOfHits(kind: keyof typeof HIT_SOURCES, parent: SearchParent, context: GraphqlContext) {
  if (parent.offset >= MAX_SEARCH_HITS) return [];
  const hits = (await rankedHits(kind, parent.q, context)).slice(
    parent.offset,
    parent.offset + parent.pageSize,
  );
  // A failed read fails the field, as every loaded field does; a row gone since is left out.
  const loader = HIT_SOURCES[kind].rows(context);
  const [rows, marks] = await Promise.all([
    Promise.all(hits.map((hit) => loader.load(idOf(hit, 'hit_key')))),
    marksOf(
      kind,
      parent.q,
      hits.map((hit) => idOf(hit, 'hit_id')),
      context,
    ),
  ]);
  return hits.flatMap((hit, index) => {
    const row = rows[index];
    const marked = marks.get(idOf(hit, 'hit_id')) ?? NO_MARKS;
    return row ? [{ row, ...marked }] : [];
  });
}

/**
 * Member hits with highlighted name, description and the services the search matched, in the
 * visitor's language. The markers are control characters that Highlighted turns into <mark>: no
 * HTML ever leaves the database.
 */
export async function memberHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const hits = await pageOfHits('members', parent, context);
  return hits.map(({ row, head, snippet, more }) => ({
    member: row,
    name: head ?? textOf(row, 'name'),
    snippet,
    services: more ? more.split('\n').filter(hasMatch) : [],
  }));
}

/** Review hits with highlighted title, body excerpt and client, in the visitor's language. */
export async function reviewHits(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const hits = await pageOfHits('reviews', parent, context);
  return hits.map(({ row, head, snippet, more }) => ({ review: row, title: head, snippet, client: more }));
}

/**
 * The pages of a search: as many as the longer of its two lists of hits fills, in the visitor's
 * language, of active members. Counted from the matches' statement: a page past the last hit is
 * known without reading a row.
 */
export async function searchInfo(parent: SearchParent, _args: unknown, context: GraphqlContext) {
  const [members, reviews] = await Promise.all([
    rankedHits('members', parent.q, context),
    rankedHits('reviews', parent.q, context),
  ]);
  return pageInfo(Math.max(members.length, reviews.length), parent.page, parent.pageSize);
}
