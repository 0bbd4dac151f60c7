import { describe, expect, it } from 'vitest';
import { LANG_CODES, type LangCode } from '../i18n/locales';
import { searchIndex } from './search-index';

describe('searchIndex', () => {
  it('names one index per kind and language', () => {
    expect(searchIndex('reviews', 'EN_GB')).toBe('reviews_fts_en_gb');
    expect(new Set(LANG_CODES.map((lang) => searchIndex('members', lang))).size).toBe(LANG_CODES.length);
  });

  it('refuses a language it has no index for, so nothing else reaches SQL', () => {
    for (const lang of ['en_gb', 'EN_GB; DROP TABLE members', '', 'XX_XX'])
      expect(() => searchIndex('members', lang as LangCode)).toThrow();
  });
});
