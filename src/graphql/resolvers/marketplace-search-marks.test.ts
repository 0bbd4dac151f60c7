import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlight, MEMBER_SNIPPET_TOKENS, SNIPPET_TOKENS, snippet } from './marketplace-search-marks';
import { searchTerms, toFtsQuery } from './marketplace-search-query';

/** Words with accents, capitals and a shared stem, so prefixes and folding are tried. */
const WORDS = [
  'Agence',
  'agence',
  'agences',
  'société',
  'Societe',
  'SÉO',
  'web',
  'conseil',
  'conseiller',
  'déconseillé',
  'Noël',
  'équipe',
  '2026',
  'x',
];
const SEPARATORS = [' ', ', ', '. ', ': ', '.\n\n', ' – ', ' (', ') ', '’', ' ; ', '!  '];

/** Words no search here looks for, so matches lie apart, in one sentence or another. */
const FILLER = ['le', 'projet', 'a', 'tenu', 'ses', 'délais', 'et', 'son', 'budget', 'mission', 'claire'];

/** A text of words and separators, shorter or up to four times longer than a snippet's window. */
const word = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 4, arbitrary: fc.constantFrom(...FILLER) },
);
const text = fc
  .array(fc.tuple(word, fc.constantFrom(...SEPARATORS)), {
    minLength: 1,
    maxLength: 4 * SNIPPET_TOKENS,
    size: 'max',
  })
  .map((parts) => parts.map(([word, separator]) => word + separator).join(''));
const query = fc
  .array(fc.constantFrom(...WORDS, 'agen', 'conse', 'soci'), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

/** FTS5's own highlight() and snippet() of `size` words, of texts in the French index, for a search. */
async function fts5Marks(name: string, description: string, q: string, size: number) {
  await env.DB.prepare('DELETE FROM members_fts_fr_fr').run();
  await env.DB.prepare(
    "INSERT INTO members_fts_fr_fr (name, description, tags, member_id) VALUES (?1, ?2, '', 1)",
  )
    .bind(name, description)
    .run();
  return env.DB.prepare(
    `SELECT highlight(members_fts_fr_fr, 0, char(1), char(2)) AS head,
            snippet(members_fts_fr_fr, 1, char(1), char(2), '…', ?2) AS excerpt
     FROM members_fts_fr_fr WHERE members_fts_fr_fr MATCH ?1`,
  )
    .bind(toFtsQuery(q), size)
    .first<{ head: string; excerpt: string }>();
}

describe('the marks of a page of search hits', () => {
  it('are what FTS5 highlight() and snippet() write, for any text the search matched', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        query,
        fc.constantFrom(SNIPPET_TOKENS, MEMBER_SNIPPET_TOKENS),
        async (name, description, q, size) => {
          const fts5 = await fts5Marks(name, description, q, size);
          // Every word is required: texts without all of them are not hits.
          if (!fts5) return;
          compared += 1;
          const terms = searchTerms(q);
          expect(highlight(name, terms)).toBe(fts5.head);
          expect(snippet(description, terms, size)).toBe(fts5.excerpt);
        },
      ),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(30);
  }, 60_000);

  it('cut a long text around its matches, from the sentence they are in, with ellipses where it goes on', () => {
    const terms = searchTerms('conseil');
    const filler = 'Une phrase sans rien de notable pour remplir le texte avant la suite.';
    const long = `${filler} ${filler} Le conseil était clair et utile. ${filler} ${filler}`;
    const excerpt = snippet(long, terms);
    expect(excerpt.startsWith('…Le \u0001conseil\u0002 était clair')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.replace(/…/g, '').match(/[\p{L}\p{N}]+/gu)).toHaveLength(SNIPPET_TOKENS);
    // Without a match, the excerpt opens the text.
    expect(snippet(long, searchTerms('zèbre')).startsWith('Une phrase sans')).toBe(true);
  });

  it('match whole words, the last one as a prefix, whatever their accents and case', () => {
    expect(highlight('Société Générale, sociétés', searchTerms('societe'))).toBe(
      '\u0001Société\u0002 Générale, \u0001sociétés\u0002',
    );
    // A text in decomposed form (an accent apart from its letter) has each word folded on its own.
    expect(highlight('Socie\u0301te\u0301 web', searchTerms('web'))).toBe(
      'Socie\u0301te\u0301 \u0001web\u0002',
    );
    expect(highlight('Agence web agences', searchTerms('agence web'))).toBe(
      '\u0001Agence\u0002 \u0001web\u0002 agences',
    );
  });

  it('never carry markers the stored text brought', () => {
    expect(highlight('a\u0002b \u0001web', searchTerms('web'))).toBe('ab \u0001web\u0002');
    expect(snippet('\u0001\u0002', searchTerms('web'))).toBe('');
  });
});
