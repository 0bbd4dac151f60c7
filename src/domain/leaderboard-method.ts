/**
 * The public ranking method (design section 6), stated once: the leaderboard page shows these
 * weights to visitors and the ranking SQL is built from them, so the two cannot drift apart.
 */
export const RANKING_METHOD = {
  /** Every published review. */
  base: 10,
  /** Plus the review's rating on the 10 scale (0..10). */
  ratingMax: 10,
  testimony: 5,
  video: 10,
  caseStudy: 10,
} as const;

/** Points of one review, as SQL over a `reviews` row aliased `r`. */
export const REVIEW_POINTS_SQL = `(${RANKING_METHOD.base} + r.published_rating + ${RANKING_METHOD.testimony} * (r.has_testimony <> 0) + ${RANKING_METHOD.video} * (r.has_video <> 0) + ${RANKING_METHOD.caseStudy} * (r.has_case_study <> 0))`;

/** The highest number of points one review can earn: 45 with the default weights. */
export const MAX_REVIEW_POINTS =
  RANKING_METHOD.base +
  RANKING_METHOD.ratingMax +
  RANKING_METHOD.testimony +
  RANKING_METHOD.video +
  RANKING_METHOD.caseStudy;
