import { describe, expect, it } from 'vitest';
import { fiveScale, stars } from './rating';

describe('fiveScale', () => {
  it('halves the 10-scale rating with one decimal', () => {
    expect(fiveScale(10)).toBe(5);
    expect(fiveScale(7)).toBe(3.5);
    expect(fiveScale(8.66)).toBe(4.3);
    expect(fiveScale(0)).toBe(0);
  });
  it('reads a missing or out-of-range value as a value in 0..5', () => {
    expect(fiveScale(null)).toBe(0);
    expect(fiveScale(Number.NaN)).toBe(0);
    expect(fiveScale(12)).toBe(5);
  });
});

describe('stars', () => {
  it('draws full, half and empty stars', () => {
    expect(stars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(stars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(stars(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(stars(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(stars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('throws outside 0..5', () => {
    expect(() => stars(5.1)).toThrow('from 0 to 5');
    expect(() => stars(-0.1)).toThrow('from 0 to 5');
    expect(() => stars(Number.NaN)).toThrow('from 0 to 5');
  });
});
