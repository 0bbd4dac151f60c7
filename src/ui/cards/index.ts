/**
 * Cards shared by every screen (spec section 2, cards). Member and review cards read the
 * `MemberCard` and `ReviewCard` fragments of src/graphql/operations/fragments.graphql and need the
 * I18nProvider above them.
 */
export { CARD_TAGS_MAX, ChipList, CITIES_MAX, CityList, capped } from './capped-list';
export {
  MemberHighlightedCard,
  MemberInlineCard,
  MemberListingCard,
  MemberMegaPillCard,
  MemberSelectCard,
} from './member-cards';
export { reviewAuthor, reviewTitle } from './review-author';
export {
  ReviewInlineCard,
  ReviewMegaPillCard,
  ReviewPillCard,
  ReviewSelectCard,
  reviewHref,
} from './review-cards';
export { reviewExcerpt, reviewText } from './review-parts';
export { TagInlineCard, TagSelectCard } from './tag-cards';
export type { MemberCardData, ReviewCardData, TagCardData } from './types';
