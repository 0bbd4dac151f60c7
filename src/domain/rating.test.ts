import { describe, expect, it } from 'vitest';
import { stars, toFiveScale } from './rating';

describe('toFiveScale', () => {
  it('halves the 10-scale rating with one decimal', () => {
    expect(toFiveScale(10)).toBe(5);
    expect(toFiveScale(7)).toBe(3.5);
    expect(toFiveScale(8.66)).toBe(4.3);
    expect(toFiveScale(0)).toBe(0);
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
    expect(() => stars(5.1)).toThrow('Rating must be between 0 and 5');
    expect(() => stars(-0.1)).toThrow('Rating must be between 0 and 5');
    expect(() => stars(Number.NaN)).toThrow('Rating must be between 0 and 5');
  });
});
