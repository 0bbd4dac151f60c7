import { describe, expect, it } from 'vitest';
import { translated, translatedValue } from './translated';

describe('translated', () => {
  it('reads the requested language from a JSON map, a parsed map or a list of {lang, value}', () => {
    expect(translated('{"FR_FR":"Bonjour","EN_GB":"Hello"}', 'EN_GB')).toBe('Hello');
    expect(translated({ FR_FR: 'Bonjour', DE_DE: 'Hallo' }, 'DE_DE')).toBe('Hallo');
    expect(translated([{ lang: 'IT_IT', value: 'Ciao' }], 'IT_IT')).toBe('Ciao');
  });

  it('falls back to FR_FR, then to any language present, never to an empty string', () => {
    expect(translated({ FR_FR: 'Bonjour', EN_GB: '' }, 'EN_GB')).toBe('Bonjour');
    expect(translated({ EN_GB: '  ', NL_NL: 'Hallo' }, 'ES_ES')).toBe('Hallo');
  });

  it('returns null when nothing is present or the value is broken', () => {
    expect(translated(null, 'FR_FR')).toBeNull();
    expect(translated('{}', 'FR_FR')).toBeNull();
    expect(translated({ FR_FR: '' }, 'FR_FR')).toBeNull();
    expect(translated('{"FR_FR":', 'FR_FR')).toBe('{"FR_FR":');
  });

  it('returns non-text values (lists) with the same fallback', () => {
    expect(translatedValue('{"FR_FR":["a","b"],"EN_GB":[]}', 'EN_GB')).toEqual(['a', 'b']);
    expect(translatedValue({}, 'EN_GB')).toBeNull();
  });

  it('reads the same text again alike, and never hands two reads the same list', () => {
    const label = '{"FR_FR":"Conseil","EN_GB":"Consulting"}';
    expect(translated(label, 'EN_GB')).toBe('Consulting');
    expect(translated(label, 'FR_FR')).toBe('Conseil');
    expect(translated(label, 'DE_DE')).toBe('Conseil');
    const steps = '{"FR_FR":["Appel","Devis"]}';
    translatedValue<string[]>(steps, 'FR_FR')?.push('changed by a caller');
    expect(translatedValue(steps, 'FR_FR')).toEqual(['Appel', 'Devis']);
  });
});
