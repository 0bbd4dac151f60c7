import type { MemberCardFragment, ReviewCardFragment } from '../../generated/graphql';

/** A review as every review card reads it: the `ReviewCard` fragment of the data API. */
export type ReviewCardData = ReviewCardFragment;

/** A member as every member card reads it: the `MemberCard` fragment of the data API. */
export type MemberCardData = MemberCardFragment;

/** A tag as the tag cards read it; `parent` is the parent category used by the tag's link. */
export interface TagCardData {
  id: string;
  slug: string;
  kind: string;
  label?: string | null;
  icon?: string | null;
  parent?: { slug?: string | null } | null;
}
