/** Screen sizes of spec section 9 (xs..2xl). */
export const SCREEN_SIZES = [320, 640, 768, 1024, 1280, 1536] as const;
/** Output widths: every screen size at densities 1 and 2, ascending. */
export const OUTPUT_WIDTHS: readonly number[] = [
  ...new Set(SCREEN_SIZES.flatMap((size) => [size, size * 2])),
].sort((a, b) => a - b);
const MAX_REQUESTED_WIDTH = 10_000;
/** Output qualities: a few steps, as for widths, so one image has a few variants, not a hundred. */
export const QUALITY_STEPS: readonly number[] = [50, 75, 90, 100];

export type ImageParams = { ok: true; width: number; quality: number } | { ok: false; reason: string };

/**
 * Snaps a width up to the nearest output width, capped at the largest.
 * @example snapWidth(700) // 768
 */
export function snapWidth(width: number): number {
  return OUTPUT_WIDTHS.find((allowed) => allowed >= width) ?? (OUTPUT_WIDTHS.at(-1) as number);
}

/**
 * Snaps a quality up to the nearest step.
 * @example snapQuality(80) // 90
 */
export function snapQuality(quality: number): number {
  return QUALITY_STEPS.find((step) => step >= quality) ?? 100;
}

/**
 * Reads `w` and `q` of the image endpoint: w a whole number 1..10000, q 1..100 (default 100),
 * each snapped up to its steps.
 * @example readImageParams('700', undefined) // { ok: true, width: 768, quality: 100 }
 */
export function readImageParams(w: string | undefined, q: string | undefined): ImageParams {
  if (w === undefined || !/^\d{1,5}$/.test(w))
    return { ok: false, reason: 'w must be a whole number of pixels' };
  const width = Number(w);
  if (width < 1 || width > MAX_REQUESTED_WIDTH) {
    return { ok: false, reason: `w must be between 1 and ${MAX_REQUESTED_WIDTH}` };
  }
  if (q !== undefined && !/^\d{1,3}$/.test(q))
    return { ok: false, reason: 'q must be a whole number from 1 to 100' };
  const quality = q === undefined ? 100 : Number(q);
  if (quality < 1 || quality > 100) return { ok: false, reason: 'q must be a whole number from 1 to 100' };
  return { ok: true, width: snapWidth(width), quality: snapQuality(quality) };
}
