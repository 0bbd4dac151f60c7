import { describe, expect, it } from 'vitest';
import { MAX_REVIEW_POINTS } from './leaderboard-method';
import { reviewPoints } from './points';

describe('reviewPoints', () => {
  it('gives 10 plus the rating for a plain review', () => {
    expect(reviewPoints({ published_rating: 7, has_testimony: 0, has_video: 0, has_case_study: 0 })).toBe(17);
  });

  it('adds 5 for a testimony, 10 for a video and 10 for a case study', () => {
    expect(
      reviewPoints({ published_rating: 0, has_testimony: true, has_video: false, has_case_study: false }),
    ).toBe(15);
    expect(reviewPoints({ published_rating: 0, has_testimony: false, has_video: 1, has_case_study: 0 })).toBe(
      20,
    );
    expect(reviewPoints({ published_rating: 0, has_testimony: 0, has_video: 0, has_case_study: 1 })).toBe(20);
    expect(reviewPoints({ published_rating: 10, has_testimony: 1, has_video: 1, has_case_study: 1 })).toBe(
      MAX_REVIEW_POINTS,
    );
    expect(MAX_REVIEW_POINTS).toBe(45);
  });
});
