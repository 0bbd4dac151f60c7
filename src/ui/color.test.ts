import { describe, expect, it } from 'vitest';
import { colorVariants, primaryColorCss } from './color';

describe('colorVariants', () => {
  it('mixes the brand green 75% and 50% towards white and 50% towards black', () => {
    expect(colorVariants('#23A954')).toEqual({
      base: '#23a954',
      light75: '#c8ead4',
      light50: '#91d4aa',
      dark50: '#12552a',
    });
  });
  it('accepts the three-digit form', () => {
    expect(colorVariants('#fff')).toEqual(colorVariants('#ffffff'));
    expect(colorVariants('#fff').light50).toBe('#ffffff');
  });
  it('darkens a pale colour past 50% until its text reads on the light tint (4.5:1)', () => {
    // 50% of white is #808080, only 3.9:1 on white: the dark variant goes on to #737373.
    expect(colorVariants('#ffffff').dark50).toBe('#737373');
    expect(colorVariants('#ffff00').dark50).not.toBe('#808000');
  });
  it('throws on a value that is not a hex colour', () => {
    expect(() => colorVariants('red')).toThrow('Invalid colour');
  });
});

describe('primaryColorCss', () => {
  it('sets the --color-primary variables on the selector for a valid colour', () => {
    expect(primaryColorCss('#000000', '.member-theme')).toBe(
      '.member-theme{--color-primary:#000000;--color-primary-light75:#bfbfbf;--color-primary-light50:#808080;--color-primary-dark50:#000000}',
    );
  });
  it('gives nothing for a value that could inject CSS', () => {
    expect(primaryColorCss('red;}body{display:none', '.x')).toBe('');
    expect(primaryColorCss('#000', 'x}body{')).toBe('');
  });
});
