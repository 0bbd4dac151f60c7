import { defineScreen } from '../../pages/screen';
import { profileStatus } from '../profil-slug/profile-guard';
import { loadReviews } from '../profil-slug-reviews/load';
import { ReviewsView } from '../profil-slug-reviews/reviews-view';
import { reviewsHead } from '../profil-slug-reviews/screen';

/** Screen 'profil-slug-reviews-page-number': a further page of the reviews list. */
export const screen = defineScreen('profil-slug-reviews-page-number', {
  layout: 'profile',
  load: loadReviews,
  status: profileStatus,
  head: reviewsHead,
  Component: ReviewsView,
});
