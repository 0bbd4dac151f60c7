import { isVisible, withoutControlCharacters } from '../../domain/contact';
import { MAX_SEARCH_QUERY_LENGTH } from '../../domain/search-index';
import { query } from '../../graphql/client';
import { notFound } from '../../http/errors';
import type { ScreenContext } from '../../render/screen';
import { skipPageCache } from '../../render/skip-page-cache';
import { assertPageExists, requestedPage } from '../../routing/list-page';
import type { RouteParams } from '../../routing/route-table';

type Params = RouteParams<'membres-search'>;

/** What the search page shows: the query, its hits (or null before any search), the brand. */
export interface SearchData {
  q: string;
  result: Awaited<ReturnType<typeof query<'Search'>>>['search'] | null;
  brand: string;
  /** The query was longer than MAX_SEARCH_QUERY_LENGTH: refused (400) with a message, not run. */
  tooLong?: boolean;
}

/** Pages a search offers: the data API ranks 100 hits of each kind, 10 to a page. */
const SEARCH_PAGES = 10;

/** The query as asked (`?q=` or the first path segment), cleaned, and the page asked for. */
function searchTerms(params: Params, url: URL) {
  const raw = url.searchParams.get('q') ?? params.segments[0] ?? '';
  // Control characters and bidirectional overrides are dropped, as from any typed value: never shown back.
  const typed = withoutControlCharacters(raw).replace(/\s+/g, ' ').trim();
  // A query of zero-width or other invisible characters only is no query: the empty search page.
  return { q: isVisible(typed) ? typed : '', page: requestedPage(url) };
}

/** What the search page's status and head need: the query, its page, whether it is too long. */
export type SearchLead = Pick<SearchData, 'q' | 'tooLong'> & { page: number };

/**
 * The lead of the search page (`Screen.lead`): the address's query and how many pages of hits it
 * has, one round trip (404 past the last, and a search that finds nothing is kept by no cache).
 */
export async function leadSearch(ctx: ScreenContext<Params>): Promise<SearchLead> {
  const { q, page } = searchTerms(ctx.params, ctx.url);
  if (q.length > MAX_SEARCH_QUERY_LENGTH)
    return { q: q.slice(0, MAX_SEARCH_QUERY_LENGTH), page, tooLong: true };
  if (!q) return { q, page };
  if (page > SEARCH_PAGES) throw notFound(ctx.url.pathname);
  const { search } = await query(ctx.c, 'SearchLead', { q, page });
  assertPageExists(page, search.info.pageCount, ctx.url.pathname);
  // One that finds nothing is never kept, so made-up words cannot fill the shared cache.
  if (search.info.total === 0) skipPageCache(ctx.c);
  return { q, page };
}

/**
 * TrustSearch (the HOME_MEMBERS_CLIENTS page): `?q=` or the first path segment is the query,
 * `?page=` its page of hits. The data API sanitises the query into FTS5 syntax, so no input can
 * fail the page; a page past the last hit answers 404, like every other list.
 */
export async function loadSearch({ c, params, url }: ScreenContext<Params>): Promise<SearchData> {
  const { q, page } = searchTerms(params, url);
  const brand = c.get('config').BRAND_NAME;
  if (q.length > MAX_SEARCH_QUERY_LENGTH) {
    // Refused whole, never cut short and run: a made-up query is no page to keep either.
    skipPageCache(c);
    return { q: q.slice(0, MAX_SEARCH_QUERY_LENGTH), result: null, brand, tooLong: true };
  }
  if (!q) return { q, result: null, brand };
  if (page > SEARCH_PAGES) throw notFound(url.pathname);
  const { search } = await query(c, 'Search', { q, page });
  assertPageExists(page, search.info.pageCount, url.pathname);
  // A search with hits is shared like any list page, at its own address only (the head's
  // canonical): other spellings of the same query render, unshared. One that finds nothing is
  // never kept, so made-up words cannot fill the shared cache.
  if (search.info.total === 0) skipPageCache(c);
  return { q, result: search, brand };
}
