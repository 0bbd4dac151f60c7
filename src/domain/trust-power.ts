/**
 * Trust power (spec section 3): six levels from the points a member earned in the last twelve
 * months. The thresholds live here and nowhere else; with about 25 points a review, "average"
 * means roughly six reviews a year and "excellent" about four a month.
 */

/** Trust power levels, weakest first. */
export const TRUST_POWER_LEVELS = ['very_weak', 'weak', 'average', 'good', 'very_good', 'excellent'] as const;
export type TrustPowerLevel = (typeof TRUST_POWER_LEVELS)[number];

/** Lowest twelve-month points of each level above very_weak. */
export const TRUST_POWER_THRESHOLDS: Readonly<Record<Exclude<TrustPowerLevel, 'very_weak'>, number>> = {
  weak: 30,
  average: 150,
  good: 400,
  very_good: 800,
  excellent: 1200,
};

/**
 * The trust power level of twelve-month points.
 * @example trustPower(0) // 'very_weak'
 * @example trustPower(450) // 'good'
 */
export function trustPower(points12m: number): TrustPowerLevel {
  let level: TrustPowerLevel = 'very_weak';
  for (const candidate of TRUST_POWER_LEVELS.slice(1) as Exclude<TrustPowerLevel, 'very_weak'>[]) {
    if (points12m >= TRUST_POWER_THRESHOLDS[candidate]) level = candidate;
  }
  return level;
}
