import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../i18n/locales';
import { inLanguage, localeToken, toFtsQuery } from './marketplace-search-query';

describe('toFtsQuery', () => {
  it('quotes every word and makes the last one a prefix when it has four letters or more', () => {
    expect(toFtsQuery('web Agence')).toBe('"web" "Agence"*');
    expect(toFtsQuery('Agence web')).toBe('"Agence" "web"');
    expect(toFtsQuery('e')).toBe('"e"');
    expect(toFtsQuery('Ölçü')).toBe('"Ölçü"*');
  });

  it('returns null when nothing searchable is left', () => {
    for (const input of ['', '   ', '"', '*', '-', '()', ':::', null, 42])
      expect(toFtsQuery(input)).toBeNull();
  });

  it('keeps accented letters and digits', () => {
    expect(toFtsQuery('société 360°')).toBe('"société" "360"');
    expect(toFtsQuery('360° société')).toBe('"360" "société"*');
  });

  it('caps the number and length of terms', () => {
    const query = toFtsQuery(`${'a'.repeat(200)} ${'b '.repeat(50)}`)!;
    expect(query.split(' ')).toHaveLength(8);
    expect(query.startsWith(`"${'a'.repeat(40)}"`)).toBe(true);
  });

  it('never makes FTS5 raise, whatever the input', async () => {
    await env.DB.prepare(
      `INSERT INTO members_fts (name, description, tags, member_id, locale) VALUES ('Agence Near', 'SEO et web', '', 1, 'FR_FR')`,
    ).run();
    const hostile = [
      '"',
      '*',
      'NEAR(',
      '-',
      'a OR',
      'NOT b',
      'name:x',
      '^x',
      'x AND (y',
      '"unclosed',
      '\\',
      '\u0000',
      'near( agence',
    ];
    for (const input of hostile) {
      const match = toFtsQuery(input);
      if (!match) continue;
      const run = env.DB.prepare('SELECT member_id FROM members_fts WHERE members_fts MATCH ?1')
        .bind(match)
        .all();
      await expect(run).resolves.toBeDefined();
    }
    const found = await env.DB.prepare('SELECT member_id FROM members_fts WHERE members_fts MATCH ?1')
      .bind(toFtsQuery('NEAR( agen'))
      .all();
    expect(found.results).toEqual([{ member_id: 1 }]);
  });
});

describe('inLanguage', () => {
  it('matches the words in the text columns of one language only, whichever spelling is stored', async () => {
    await env.DB.prepare(
      `INSERT INTO members_fts (name, description, tags, member_id, locale) VALUES
         ('Studio Lumen', 'Agence web', 'fr', 7, 'FR_FR'),
         ('Studio Lumen', 'Web agency', 'en', 7, 'en-GB'),
         ('Studio Lumen', 'Agencia web', 'es', 7, 'ES_ES')`,
    ).run();
    const ids = async (words: string, lang: string) =>
      (
        await env.DB.prepare('SELECT locale FROM members_fts WHERE members_fts MATCH ?1 AND member_id = 7')
          .bind(inLanguage(words, ['name', 'description', 'tags'], lang))
          .all<{ locale: string }>()
      ).results.map((row) => row.locale);
    expect(await ids('"lumen"', 'FR_FR')).toEqual(['FR_FR']);
    expect(await ids('"lumen"', 'EN_GB')).toEqual(['en-GB']);
    expect(await ids('"web"', 'ES_ES')).toEqual(['ES_ES']);
    expect(await ids('"lumen"', 'DE_DE')).toEqual([]);
    // A visitor's word never matches the locale column itself.
    expect(await ids('"fr"', 'FR_FR')).toEqual(['FR_FR']);
    expect(await ids('"gb"', 'EN_GB')).toEqual([]);
  });

  it("filters on a token of the locale's code that no other locale's code has", () => {
    for (const lang of LANG_CODES) {
      const others = LANG_CODES.filter((other) => other !== lang).flatMap((other) =>
        other.toLowerCase().split('_'),
      );
      expect(others).not.toContain(localeToken(lang));
      expect(lang.toLowerCase().split('_')).toContain(localeToken(lang));
    }
    expect(localeToken('en-GB')).toBe('gb');
  });
});
