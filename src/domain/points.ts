/**
 * Ranking points of one review (design section 6), from the weights of the public method.
 * The same weights build the ranking SQL (`REVIEW_POINTS_SQL`), so the two agree.
 */
import { RANKING_METHOD } from './leaderboard-method';

/** What a review's points depend on. */
export interface PointsInput {
  /** Rating on the 10 scale, 0..10. */
  published_rating: number;
  has_testimony: boolean | number;
  has_video: boolean | number;
  has_case_study: boolean | number;
}

/**
 * points = 10 + rating (0..10) + 5 if testimony + 10 if video + 10 if case study.
 * @example reviewPoints({ published_rating: 8, has_testimony: 1, has_video: 0, has_case_study: 0 }) // 23
 */
export function reviewPoints(review: PointsInput): number {
  const rating = Math.min(RANKING_METHOD.ratingMax, Math.max(0, Math.round(review.published_rating)));
  return (
    RANKING_METHOD.base +
    rating +
    (review.has_testimony ? RANKING_METHOD.testimony : 0) +
    (review.has_video ? RANKING_METHOD.video : 0) +
    (review.has_case_study ? RANKING_METHOD.caseStudy : 0)
  );
}
