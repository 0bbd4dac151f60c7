import { defineScreen } from '../../../render/screen';
import { profileStatus } from '../profile-guard';
import { loadReviews } from './load';
import { ReviewsView } from './reviews-view';
import { reviewsHead, reviewsJsonLd, reviewsLead } from './screen';

/** Screen 'profil-slug-reviews': the member's reviews, filtered by GET parameters. */
export const screen = defineScreen('profil-slug-reviews', {
  layout: 'marketplace',
  lead: reviewsLead,
  load: loadReviews,
  status: profileStatus,
  head: reviewsHead,
  jsonLd: reviewsJsonLd,
  Component: ReviewsView,
});
