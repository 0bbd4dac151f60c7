import { contactPostOf, contactStrings, formState } from '../../../contact/form-state';
import { formToken } from '../../../contact/form-token';
import { query } from '../../../graphql/client';
import type { ContactFormProps } from '../../../islands/contact-form';
import type { ScreenContext } from '../../../render/screen';
import type { RouteParams } from '../../../routing/route-table';
import type { ProfileChrome } from '../../../ui/profile/types';
import { chromeOf, guardMember, type ProfileLead, profileLead, type RemovedProfile } from '../profile-guard';

type Params = RouteParams<'profil-slug'>;
type Home = NonNullable<Awaited<ReturnType<typeof query<'ProfileHome'>>>['member']>;

/** 'Load more' steps of the home lists; the query parameter asks for that many items. */
export const LOAD_MORE = { companies: 8, badges: 4, rewards: 4 } as const;
const MAX_ITEMS = 96;

/** Reads `?companies=16` and the like: a multiple of the step, at most 96, else the first step. */
export function sizeParam(url: URL, name: keyof typeof LOAD_MORE): number {
  const step = LOAD_MORE[name];
  const value = Number(url.searchParams.get(name));
  if (!Number.isInteger(value) || value < step) return step;
  return Math.min(MAX_ITEMS, Math.ceil(value / step) * step);
}

export interface HomeData {
  kind: 'active';
  member: Home;
  chrome: ProfileChrome;
  sizes: Record<keyof typeof LOAD_MORE, number>;
  contact: Omit<ContactFormProps, 'action' | 'endpoint'>;
}

/** Loads the profile home and the contact form's state (after a no-JS POST, its outcome). */
export async function loadHome(ctx: ScreenContext<Params>): Promise<HomeData | RemovedProfile> {
  const sizes = {
    companies: sizeParam(ctx.url, 'companies'),
    badges: sizeParam(ctx.url, 'badges'),
    rewards: sizeParam(ctx.url, 'rewards'),
  };
  const { member } = await query(ctx.c, 'ProfileHome', { slug: ctx.params.slug, ...sizes });
  const removed = await guardMember(ctx, member);
  if (removed || !member) return removed as RemovedProfile;
  const posted = contactPostOf(ctx.c);
  const { status, errors } = formState(posted);
  return {
    kind: 'active',
    member,
    chrome: chromeOf(ctx),
    sizes,
    contact: {
      memberSlug: member.slug,
      // The same for every visitor of this render; the idempotency key is made when the form is sent.
      formToken: await formToken(ctx.c.get('config')),
      values: posted?.values ?? {},
      errors,
      status,
      strings: contactStrings(ctx.t, member.name),
    },
  };
}

/** What the home's status and head need: the member's row and the no-JS form's outcome. */
export type HomeLead = ProfileLead & { contactStatus: ReturnType<typeof formState>['status'] };

/** The lead of the profile home (`Screen.lead`): one round trip, the form's outcome from the request. */
export async function leadHome(ctx: ScreenContext<Params>): Promise<HomeLead> {
  const lead = await profileLead(ctx);
  return { ...lead, contactStatus: formState(contactPostOf(ctx.c)).status };
}

/** Status of the home page: 410 removed, and the no-JS form's failures (422, 429, 503). */
export function homeStatus(lead: HomeLead): number {
  if (lead.kind === 'removed') return 410;
  const status = lead.contactStatus;
  if (status === 'INVALID') return 422;
  if (status === 'RATE_LIMITED') return 429;
  if (status === 'ERROR') return 503;
  return 200;
}
