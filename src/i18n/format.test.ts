import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormat, ONE_DECIMAL } from './format';

describe('formatNumber', () => {
  it('formats in each locale with the options given, whether shared or written out', () => {
    expect(formatNumber('fr-FR', 4, ONE_DECIMAL)).toBe('4,0');
    expect(formatNumber('en-GB', 4, ONE_DECIMAL)).toBe('4.0');
    expect(formatNumber('fr-FR', 4)).toBe('4');
    expect(formatNumber('en-GB', 0.5, { style: 'percent' })).toBe('50%');
    expect(formatNumber('en-GB', 0.5, { maximumFractionDigits: 0 })).toBe('1');
    expect(formatNumber('fr-FR', 30000)).toBe('30\u202f000');
    // Asked again (the second answer comes from memory), and for values that differ by a little.
    expect([4, 4.05, 4, -0, 0].map((value) => formatNumber('en-GB', value, ONE_DECIMAL))).toEqual([
      '4.0',
      '4.1',
      '4.0',
      '-0.0',
      '0.0',
    ]);
  });

  it('reuses one formatter per locale and options', () => {
    expect(numberFormat('de-DE', ONE_DECIMAL)).toBe(numberFormat('de-DE', ONE_DECIMAL));
    expect(numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(
      numberFormat('de-DE', ONE_DECIMAL),
    );
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', ONE_DECIMAL));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('nl-NL'));
  });
});
