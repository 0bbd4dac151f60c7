import { defineScreen } from '../../../render/screen';
import { profileStatus } from '../profile-guard';
import { loadReviews } from './load';
import { ReviewsView } from './reviews-view';
import { reviewsHead } from './screen';

/** Screen 'profil-slug-reviews': the member's reviews, filtered by GET parameters. */
export const screen = defineScreen('profil-slug-reviews', {
  layout: 'marketplace',
  load: loadReviews,
  status: profileStatus,
  head: reviewsHead,
  Component: ReviewsView,
});
