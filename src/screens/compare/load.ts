import { query } from '../../graphql/client';
import { notFound } from '../../http/errors';
import type { ScreenContext } from '../../render/screen';
import { skipPageCache } from '../../render/skip-page-cache';
import type { RouteParams } from '../../routing/route-table';

export type ComparedMember = Awaited<ReturnType<typeof query<'CompareMembers'>>>['membersBySlugs'][number];

/** The compared members in the address's (canonical) order; an unknown slug is a 404. */
export async function loadCompare(
  ctx: ScreenContext<RouteParams<'membres-compare'>>,
): Promise<ComparedMember[]> {
  // Every selection of two to four members is its own address: never one page-cache entry each.
  skipPageCache(ctx.c);
  const { membersBySlugs } = await query(ctx.c, 'CompareMembers', { slugs: ctx.params.ids });
  if (membersBySlugs.length !== ctx.params.ids.length) throw notFound(ctx.url.pathname);
  return membersBySlugs;
}
