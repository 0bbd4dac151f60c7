/** Ratings (spec sections 5 and 9): stored on a 10 scale, shown out of 5 with one decimal, as stars. */

export type StarKind = 'full' | 'half' | 'empty';

/**
 * A 10-scale rating out of 5, one decimal, clamped to 0..5 so a bad row never breaks a page.
 * @example fiveScale(7) // 3.5
 * @example fiveScale(8.66) // 4.3
 */
export function fiveScale(rating10: number | null | undefined): number {
  if (typeof rating10 !== 'number' || Number.isNaN(rating10)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating10 * 5) / 10));
}

/**
 * Five stars for a rating out of 5: full per whole point, one half when the rest is .5 or more.
 * Throws outside 0..5.
 * @example stars(3.5) // ['full', 'full', 'full', 'half', 'empty']
 */
export function stars(rating5: number): StarKind[] {
  if (!Number.isFinite(rating5) || rating5 < 0 || rating5 > 5)
    throw new Error(`Rating: value ${String(rating5)} is out of range; it must be from 0 to 5`);
  const full = Math.floor(rating5);
  // Compare at one decimal so 3.4999999 from float arithmetic reads as 3.5.
  const half = Math.round((rating5 - full) * 10) >= 5;
  return Array.from({ length: 5 }, (_, index): StarKind => {
    if (index < full) return 'full';
    if (index === full && half) return 'half';
    return 'empty';
  });
}
