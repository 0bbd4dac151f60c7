import type { MemberProfileQuery } from '../../generated/graphql';

/** The member fields every profile screen loads (the `ProfileHeader` fragment). */
export type ProfileMember = NonNullable<MemberProfileQuery['member']>;

/** The tabs of the profile's section navigation. */
export type ProfileTab = 'home' | 'reviews' | 'distinctions' | 'culture' | 'ecosystem' | 'data' | 'contact';

/** What the layout needs besides the member: brand and the visitor's account link. */
export interface ProfileChrome {
  brand: string;
  /** Member-area address: 'my account' for a recognised user, 'log in' otherwise. */
  /** The member area (login or my account); null when no member app is configured. */
  accountHref: string | null;
  isUser: boolean;
}
