import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './marketplace-search-query';

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
      `INSERT INTO members_fts_fr_fr (name, description, tags, member_id) VALUES ('Agence Near', 'SEO et web', '', 1)`,
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
      const run = env.DB.prepare('SELECT member_id FROM members_fts_fr_fr WHERE members_fts_fr_fr MATCH ?1')
        .bind(match)
        .all();
      await expect(run).resolves.toBeDefined();
    }
    const found = await env.DB.prepare(
      'SELECT member_id FROM members_fts_fr_fr WHERE members_fts_fr_fr MATCH ?1',
    )
      .bind(toFtsQuery('NEAR( agen'))
      .all();
    expect(found.results).toEqual([{ member_id: 1 }]);
  });
});
