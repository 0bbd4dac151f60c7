import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { languageOf } from '../../i18n/translated';
import { ARTICLE_CARD_COLUMNS } from './article';

/** What a card reads of an article whose body is `body`: the languages its body holds. */
async function bodyLangs(body: string) {
  const row = await env.DB.prepare(
    `SELECT ${ARTICLE_CARD_COLUMNS} FROM (SELECT 1 AS id, 'a1' AS public_id, 'a' AS slug, NULL AS author_id,
       't' AS title, NULL AS excerpt, NULL AS cover_key, '' AS published_at, '' AS updated_at, ?1 AS body) a`,
  )
    .bind(body)
    .first<{ body_langs: string | null }>();
  return row?.body_langs ?? null;
}

describe('ARTICLE_CARD_COLUMNS', () => {
  it('gives a card the languages the body holds with some text, not the body', async () => {
    const body = JSON.stringify({
      FR_FR: [],
      EN_GB: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello' }] }],
      DE_DE: ' \n\t',
      IT_IT: null,
      ES_ES: 'Hola',
    });
    const langs = await bodyLangs(body);
    expect(JSON.parse(langs ?? '{}')).toEqual({ EN_GB: 1, ES_ES: 1 });
    // The same language is chosen from them as from the whole body, whatever the visitor's.
    for (const wanted of ['FR_FR', 'EN_GB', 'DE_DE', 'ES_ES', 'NL_NL'] as const)
      expect(languageOf(JSON.parse(langs ?? '{}'), [wanted])).toBe(languageOf(JSON.parse(body), [wanted]));
  });

  it('keeps a body in another stored form whole', async () => {
    const entries = JSON.stringify([{ lang: 'en-GB', value: 'Hello' }]);
    expect(await bodyLangs(entries)).toBe(entries);
    expect(await bodyLangs('Texte brut')).toBe('Texte brut');
  });
});
