import { type FactFilters, hasFactFilters, readFactFilters } from '../../domain/project-facts';
import type { ProjectFilter } from '../../generated/graphql';
import { query } from '../../graphql/client';
import { notFound } from '../../http/errors';
import type { ScreenContext } from '../../render/screen';
import { assertPageExists, requestedPage } from '../../routing/list-page';
import type { RouteParams } from '../../routing/route-table';

type Params = RouteParams<'membres-category-slug-geography'>;
export type DirectorySort = 'score' | 'rating' | 'reviews';
export const DIRECTORY_SORTS: readonly DirectorySort[] = ['score', 'rating', 'reviews'];

/** Cards of a page: 14 keep it under 1,000 elements (design section 9), 12 with the filters set. */
const DIRECTORY_PAGE_SIZE = 14;
const FILTERED_PAGE_SIZE = 12;

/** What the directory page shows. */
export interface DirectoryData {
  listing: NonNullable<Awaited<ReturnType<typeof query<'Directory'>>>['directoryListing']>;
  cities: Awaited<ReturnType<typeof query<'Cities'>>>['cities'];
  sort: DirectorySort;
  /** The project filters of the URL (unknown values left out). */
  filters: FactFilters;
}

/** Loads a directory page; an unknown tag slug or city answers 404 (spec section 5). */
export async function loadDirectory({ c, params, url }: ScreenContext<Params>): Promise<DirectoryData> {
  const sortParam = url.searchParams.get('sort');
  const sort = DIRECTORY_SORTS.find((value) => value === sortParam) ?? 'score';
  const page = requestedPage(url);
  const filters = readFactFilters(url.searchParams);
  const [{ directoryListing: listing }, { cities }] = await Promise.all([
    query(c, 'Directory', {
      category: params.category,
      slug: params.slug ?? null,
      geography: params.geography ?? null,
      sort,
      page,
      filter: hasFactFilters(filters) ? projectFilterInput(filters) : null,
      pageSize: hasFactFilters(filters) ? FILTERED_PAGE_SIZE : DIRECTORY_PAGE_SIZE,
    }),
    query(c, 'Cities', {}),
  ]);
  if (!listing) throw notFound(url.pathname);
  assertPageExists(page, listing.info.pageCount, url.pathname);
  return { listing, cities, sort, filters };
}

/** What the directory's status and head need: its terms, its count, the filters asked for. */
export interface DirectoryLead {
  listing: {
    category: string;
    tag?: { label?: string | null } | null;
    city?: { name?: string | null } | null;
    info: { total: number; page: number };
  };
  filters: FactFilters;
}

/**
 * The lead of a directory page (`Screen.lead`): its terms from the reference tables and its
 * count, one statement beside the listing's; a filtered page waits for its listing, whose
 * matches tell its count and its pages.
 */
export async function leadDirectory(
  { c, params, url }: ScreenContext<Params>,
  data: Promise<DirectoryData>,
): Promise<DirectoryLead> {
  const filters = readFactFilters(url.searchParams);
  if (hasFactFilters(filters)) return await data;
  const page = requestedPage(url);
  const { directoryHead } = await query(c, 'DirectoryLead', {
    category: params.category,
    slug: params.slug ?? null,
    geography: params.geography ?? null,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });
  if (!directoryHead) throw notFound(url.pathname);
  assertPageExists(page, directoryHead.info.pageCount, url.pathname);
  return { listing: directoryHead, filters };
}

/** The filters as the data API takes them (the rating as a number). */
export function projectFilterInput(filters: FactFilters): ProjectFilter {
  const { rating, ...rest } = filters;
  return { ...rest, ...(rating ? { rating: Number(rating) } : {}) };
}
