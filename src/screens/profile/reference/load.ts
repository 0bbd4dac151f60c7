import { query } from '../../../graphql/client';
import { notFound } from '../../../http/errors';
import type { ScreenContext } from '../../../render/screen';
import type { RouteParams } from '../../../routing/route-table';
import type { ProfileChrome } from '../../../ui/profile/types';
import { chromeOf, guardMember, type RemovedProfile } from '../profile-guard';

type Result = Awaited<ReturnType<typeof query<'Reference'>>>;

export interface ReferenceData {
  kind: 'active';
  member: NonNullable<Result['member']>;
  review: NonNullable<Result['reference']>;
  chrome: ProfileChrome;
}

/**
 * Loads one review of the member by its public id, or by the public id of a contact who reviewed
 * the member once (the screen then redirects to the review's id); unknown or ambiguous gives 404.
 */
export async function loadReference(
  ctx: ScreenContext<RouteParams<'profil-slug-reference-id'>>,
): Promise<ReferenceData | RemovedProfile> {
  const { member, reference } = await query(ctx.c, 'Reference', { slug: ctx.params.slug, id: ctx.params.id });
  const removed = await guardMember(ctx, member);
  if (removed || !member) return removed as RemovedProfile;
  if (!reference) throw notFound(ctx.url.pathname);
  return { kind: 'active', member, review: reference, chrome: chromeOf(ctx) };
}
