import { describe, expect, it } from 'vitest';
import { TRUST_POWER_THRESHOLDS, trustPower } from './trust-power';

describe('trustPower', () => {
  it('is very weak without recent points', () => {
    expect(trustPower(0)).toBe('very_weak');
  });

  it('reaches each level exactly at its threshold', () => {
    for (const [level, threshold] of Object.entries(TRUST_POWER_THRESHOLDS)) {
      expect(trustPower(threshold)).toBe(level);
      expect(trustPower(threshold - 1)).not.toBe(level);
    }
  });

  it('is excellent far above the top threshold', () => {
    expect(trustPower(100_000)).toBe('excellent');
  });
});
