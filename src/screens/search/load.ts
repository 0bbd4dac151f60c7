import { query } from '../../graphql/client';
import { skipPageCache } from '../../render/page-cache';
import type { RouteParams } from '../../routing/route-table';
import type { ScreenContext } from '../../routing/screen';

type Params = RouteParams<'membres-search'>;

/** What the search page shows: the query, its hits (or null before any search), the brand. */
export interface SearchData {
  q: string;
  result: Awaited<ReturnType<typeof query<'Search'>>>['search'] | null;
  brand: string;
}

/**
 * TrustSearch (the HOME_MEMBERS_CLIENTS page): `?q=` or the first path segment is the query.
 * The data API sanitises it into FTS5 syntax, so no input can fail the page.
 */
export async function loadSearch({ c, params, url }: ScreenContext<Params>): Promise<SearchData> {
  const raw = url.searchParams.get('q') ?? params.segments[0] ?? '';
  const q = raw.replace(/\s+/g, ' ').trim().slice(0, 120);
  const brand = c.get('config').BRAND_NAME;
  if (!q) return { q, result: null, brand };
  // Every search term is its own address: results are cached per operation, never as pages.
  skipPageCache(c);
  const { search } = await query(c, 'Search', { q, page: 1 });
  return { q, result: search, brand };
}
