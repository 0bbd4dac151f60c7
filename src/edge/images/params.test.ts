import { describe, expect, it } from 'vitest';
import { OUTPUT_WIDTHS, readImageParams, snapQuality, snapWidth } from './params';

describe('image params', () => {
  it('offers the screen sizes at densities 1 and 2', () => {
    expect(OUTPUT_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('snaps widths up and caps them at the largest output width', () => {
    expect(snapWidth(1)).toBe(320);
    expect(snapWidth(640)).toBe(640);
    expect(snapWidth(700)).toBe(768);
    expect(snapWidth(1600)).toBe(2048);
    expect(snapWidth(9000)).toBe(3072);
  });

  it('snaps qualities up to a few steps: 1 to 100 give four variants, not a hundred', () => {
    const variants = new Set(Array.from({ length: 100 }, (_, i) => snapQuality(i + 1)));
    expect([...variants]).toEqual([50, 75, 90, 100]);
    expect(readImageParams('320', '76')).toEqual({ ok: true, width: 320, quality: 90 });
    expect(readImageParams('320', '75')).toEqual({ ok: true, width: 320, quality: 75 });
  });

  it('defaults the quality to 100', () => {
    expect(readImageParams('320', undefined)).toEqual({ ok: true, width: 320, quality: 100 });
  });

  it.each([
    [undefined, undefined],
    ['', '80'],
    ['abc', '80'],
    ['-5', '80'],
    ['0', '80'],
    ['12.5', '80'],
    ['100000', '80'],
    ['20000', '80'],
    ['1e3', '80'],
    ['320', '0'],
    ['320', '101'],
    ['320', 'high'],
    ['320', '50.5'],
  ])('refuses w=%s q=%s', (w, q) => {
    expect(readImageParams(w, q).ok).toBe(false);
  });
});
