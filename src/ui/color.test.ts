import { describe, expect, it } from 'vitest';
import { colorVariants, primaryColorStyle } from './color';

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
    expect(colorVariants('#fff').dark50).toBe('#808080');
  });
  it('throws on a value that is not a hex colour', () => {
    expect(() => colorVariants('red')).toThrow('Invalid colour');
  });
});

describe('primaryColorStyle', () => {
  it('sets the --color-primary variables for a valid colour and nothing for a bad one', () => {
    expect(primaryColorStyle('#000000')['--color-primary-light75']).toBe('#bfbfbf');
    expect(primaryColorStyle('url(javascript:1)')).toEqual({});
  });
});
