import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('Une équipe très réactive.')).toBe('Une équipe très réactive.');
  });

  it('cuts after 70 words and appends " ..."', () => {
    const text = Array.from({ length: 80 }, (_, i) => `w${i}`).join(' ');
    const cut = excerpt(text);
    expect(cut.endsWith('w69 ...')).toBe(true);
    expect(cut.split(' ')).toHaveLength(71);
  });

  it('accepts another length', () => {
    expect(excerpt('a b c d', 2)).toBe('a b ...');
  });
});
