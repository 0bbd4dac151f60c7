/** Words beyond this are ignored: a visitor's query never becomes an expensive FTS expression. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/**
 * A last word shorter than this matches as a whole word, not as a prefix: FTS5 merges the lists
 * of every indexed word a prefix starts, and `e*` over a million reviews is hundreds of thousands
 * of documents (seconds of D1 time, and out of memory in the local runtime).
 */
const MIN_PREFIX_LENGTH = 4;

/**
 * Turns what a visitor typed into a safe FTS5 query: only letters and digits survive, each word
 * becomes a quoted phrase (so `NEAR`, `AND`, `-`, `*`, `"` or `:` are plain text), all words
 * are required and the last one, when it has MIN_PREFIX_LENGTH letters or more, matches as a
 * prefix. Returns null when nothing searchable is left.
 * @example toFtsQuery('agence web "paris') // '"agence" "web" "paris"*'
 * @example toFtsQuery('agence web') // '"agence" "web"'
 */
export function toFtsQuery(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const terms = (input.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  const last = terms.length - 1;
  return terms
    .map((term, index) => `"${term}"${index === last && [...term].length >= MIN_PREFIX_LENGTH ? '*' : ''}`)
    .join(' ');
}

/** The text columns of the two full-text indexes (the others are ids and the locale). */
export const MEMBER_TEXT = ['name', 'description', 'tags'] as const;
export const REVIEW_TEXT = ['title', 'body', 'company'] as const;

/**
 * Restricts an FTS5 query to some text columns and to one language: since migration 0004 the
 * locale column is indexed ('FR_FR' and 'fr-FR' both as the tokens "fr" "fr"), so FTS5 returns
 * only that language's rows instead of SQLite filtering every language's matches. The filter is
 * the locale's region alone, one token in no other locale's code (tested over LANG_CODES): FTS5
 * checks a phrase's positions in every candidate row, which took twice as long where a word of
 * another language has hundreds of thousands of rows and the visitor's language none (`nous` in
 * English over the 1M-review set: 55-69 ms as the phrase "en gb", 26-28 ms as "gb").
 * @example inLanguage('"web"*', ['title', 'body'], 'EN_GB') // '{title body} : ("web"*) AND locale : "gb"'
 */
export function inLanguage(match: string, columns: readonly string[], lang: string): string {
  return `${inColumns(match, columns)} AND locale : "${localeToken(lang)}"`;
}

/**
 * The token of a locale's code that no other locale's code has: its region, lowercased as the
 * index's tokenizer leaves it.
 * @example localeToken('EN_GB') // 'gb'
 */
export function localeToken(lang: string): string {
  return lang.toLowerCase().split(/[_-]/).at(-1) ?? '';
}

/**
 * Restricts an FTS5 query to some text columns, in every language: what ranking is asked to
 * score, as bm25 counts the documents of every phrase of its query once per query, and the
 * language token alone is in a third of a million reviews.
 * @example inColumns('"web"*', ['title', 'body']) // '{title body} : ("web"*)'
 */
export function inColumns(match: string, columns: readonly string[]): string {
  return `{${columns.join(' ')}} : (${match})`;
}
