import { defineScreen } from '../../../render/screen';
import { profileStatus } from '../profile-guard';
import { loadReviews } from '../reviews/load';
import { ReviewsView } from '../reviews/reviews-view';
import { reviewsHead, reviewsJsonLd, reviewsLead } from '../reviews/screen';

/** Screen 'profil-slug-reviews-page-number': a further page of the reviews list. */
export const screen = defineScreen('profil-slug-reviews-page-number', {
  layout: 'marketplace',
  lead: reviewsLead,
  load: loadReviews,
  status: profileStatus,
  head: reviewsHead,
  jsonLd: reviewsJsonLd,
  Component: ReviewsView,
});
