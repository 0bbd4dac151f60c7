import { LANG_CODES, type LangCode } from '../i18n/locales';

/** The kinds of text a search finds: members (name, description, tags) and reviews. */
export type SearchKind = 'members' | 'reviews';

/**
 * The full-text index of one kind of text in one language (migration 0007): a search reads its
 * visitor's language only, so a word common in another language costs it nothing.
 * @example searchIndex('reviews', 'EN_GB') // 'reviews_fts_en_gb'
 */
export function searchIndex(kind: SearchKind, lang: LangCode): string {
  // The name goes into SQL: only a known language makes one.
  if (!LANG_CODES.includes(lang)) throw new Error(`No search index for language ${String(lang)}`);
  return `${kind}_fts_${lang.toLowerCase()}`;
}

/**
 * Longest search query, in characters once control characters are dropped and spaces folded: a
 * longer one is refused with a message (the page) or a 400 (the API), never cut short and run.
 */
export const MAX_SEARCH_QUERY_LENGTH = 120;
