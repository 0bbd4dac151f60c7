import { query } from '../../graphql/client';
import { notFound } from '../../http/errors';
import type { ScreenContext } from '../../render/screen';
import { memberAppUrl } from '../../routing/content-link';
import type { MemberCardData } from '../../ui/cards/types';
import type { ProfileChrome, ProfileMember } from '../../ui/profile/types';

/** A removed company's page data (status excluded or ceased): rendered with status 410. */
export interface RemovedProfile {
  kind: 'removed';
  member: ProfileMember;
  others: MemberCardData[];
}

/** The profile chrome of the request: brand and the member-area link. */
export function chromeOf(ctx: ScreenContext<unknown>): ProfileChrome {
  const config = ctx.c.get('config');
  return {
    brand: config.BRAND_NAME,
    accountHref: memberAppUrl(config),
    isUser: Boolean(ctx.c.get('isUser')),
  };
}

/** Three experts of a removed company's category: the first page of its directory (asked once a request). */
const othersOf = (ctx: ScreenContext<unknown>, category: string) =>
  query(ctx.c, 'Directory', { category, slug: null, geography: null, page: 1 });

/**
 * Checks the loaded member: missing gives 404 'Page Not Found: {path}'; removed gives the removed
 * page data (with three experts of its category); active returns null so the screen goes on.
 */
export async function guardMember(
  ctx: ScreenContext<unknown>,
  member: ProfileMember | null | undefined,
): Promise<RemovedProfile | null> {
  if (!member) throw notFound(ctx.url.pathname);
  if (member.status === 'active') return null;
  let others: MemberCardData[] = [];
  try {
    const { directoryListing } = await othersOf(ctx, member.category);
    others = (directoryListing?.items ?? []).filter((other) => other.slug !== member.slug).slice(0, 3);
  } catch {
    // The removed page still answers without suggestions.
  }
  return { kind: 'removed', member, others };
}

/** Status of a profile page: 410 for a removed company. */
export const profileStatus = (data: { kind: string }) => (data.kind === 'removed' ? 410 : 200);

/** What a profile page's status and head know after one round trip: the member's row. */
export type ProfileLead = { kind: 'active'; member: LeadMember } | { kind: 'removed'; member: LeadMember };
type LeadMember = NonNullable<Awaited<ReturnType<typeof query<'ProfileLead'>>>['member']>;

/**
 * The lead of a profile page (`Screen.lead`): the member's row in one round trip, beside the
 * page's own operation; missing gives 404 'Page Not Found: {path}', excluded or ceased the 410.
 */
export async function profileLead(ctx: ScreenContext<{ slug: string }>): Promise<ProfileLead> {
  const { member } = await query(ctx.c, 'ProfileLead', { slug: ctx.params.slug });
  if (!member) throw notFound(ctx.url.pathname);
  if (member.status === 'active') return { kind: 'active', member };
  // The removed page suggests experts of its category: asked now, they come with its own data.
  othersOf(ctx, member.category).catch(() => undefined);
  return { kind: 'removed', member };
}

/** The head of a removed company's page. */
export const removedHead = (t: ScreenContext<unknown>['t']) => ({
  title: t('profile.removed.title'),
  noindex: true,
});
