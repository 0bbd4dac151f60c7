/** Ratings (spec sections 5 and 9): stored on a 10 scale, shown out of 5 with one decimal, as stars. */

export type StarKind = 'full' | 'half' | 'empty';

/**
 * A 10-scale rating out of 5, one decimal.
 * @example toFiveScale(7) // 3.5
 * @example toFiveScale(8.66) // 4.3
 */
export function toFiveScale(rating10: number): number {
  return Math.round((rating10 / 2) * 10) / 10;
}

/**
 * Five stars for a rating out of 5: full per whole point, one half when the rest is .5 or more.
 * Throws 'Rating must be between 0 and 5' outside 0..5.
 * @example stars(3.5) // ['full', 'full', 'full', 'half', 'empty']
 */
export function stars(rating5: number): StarKind[] {
  if (!Number.isFinite(rating5) || rating5 < 0 || rating5 > 5)
    throw new Error('Rating must be between 0 and 5');
  const full = Math.floor(rating5);
  // Compare at one decimal so 3.4999999 from float arithmetic reads as 3.5.
  const half = Math.round((rating5 - full) * 10) >= 5;
  return Array.from({ length: 5 }, (_, index): StarKind => {
    if (index < full) return 'full';
    if (index === full && half) return 'half';
    return 'empty';
  });
}
