import { query } from '../../../graphql/client';
import type { ScreenContext } from '../../../render/screen';
import { assertPageExists } from '../../../routing/list-page';
import type { ProfileChrome } from '../../../ui/profile/types';
import { chromeOf, guardMember, type RemovedProfile } from '../profile-guard';
import { type FilterParam, readFilters } from './filters';

type Member = NonNullable<Awaited<ReturnType<typeof query<'ProfileReviews'>>>['member']>;

export interface ReviewsData {
  kind: 'active';
  member: Member;
  chrome: ProfileChrome;
  query: Partial<Record<FilterParam, string>>;
  page: number;
}

/** Loads one page of a member's reviews with the filters of the URL; a page past the end is 404. */
export async function loadReviews(
  ctx: ScreenContext<{ slug: string; number?: number }>,
): Promise<ReviewsData | RemovedProfile> {
  const page = ctx.params.number ?? 1;
  const filters = readFilters(ctx.url);
  const { member } = await query(ctx.c, 'ProfileReviews', {
    slug: ctx.params.slug,
    page,
    filter: filters.filter,
  });
  const removed = await guardMember(ctx, member);
  if (removed || !member) return removed as RemovedProfile;
  assertPageExists(page, member.reviews.info.pageCount, ctx.url.pathname);
  return { kind: 'active', member, chrome: chromeOf(ctx), query: filters.query, page };
}
