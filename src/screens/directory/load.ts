import { query } from '../../graphql/client';
import { notFound } from '../../http/errors';
import { assertPageExists, requestedPage } from '../../routing/list-page';
import type { RouteParams } from '../../routing/route-table';
import type { ScreenContext } from '../../routing/screen';

type Params = RouteParams<'membres-category-slug-geography'>;
export type DirectorySort = 'score' | 'rating' | 'reviews';
export const DIRECTORY_SORTS: readonly DirectorySort[] = ['score', 'rating', 'reviews'];

/** What the directory page shows. */
export interface DirectoryData {
  listing: NonNullable<Awaited<ReturnType<typeof query<'Directory'>>>['directoryListing']>;
  cities: Awaited<ReturnType<typeof query<'Cities'>>>['cities'];
  sort: DirectorySort;
}

/** Loads a directory page; an unknown tag slug or city answers 404 (spec section 5). */
export async function loadDirectory({ c, params, url }: ScreenContext<Params>): Promise<DirectoryData> {
  const sortParam = url.searchParams.get('sort');
  const sort = DIRECTORY_SORTS.find((value) => value === sortParam) ?? 'score';
  const page = requestedPage(url);
  const [{ directoryListing: listing }, { cities }] = await Promise.all([
    query(c, 'Directory', {
      category: params.category,
      slug: params.slug ?? null,
      geography: params.geography ?? null,
      sort,
      page,
    }),
    query(c, 'Cities', {}),
  ]);
  if (!listing) throw notFound(url.pathname);
  assertPageExists(page, listing.info.pageCount, url.pathname);
  return { listing, cities, sort };
}
