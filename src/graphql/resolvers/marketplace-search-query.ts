/** Words beyond this are ignored: a visitor's query never becomes an expensive FTS expression. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/**
 * A last word shorter than this matches as a whole word, not as a prefix: FTS5 merges the lists
 * of every indexed word a prefix starts, and `e*` over a million reviews is hundreds of thousands
 * of documents (seconds of D1 time, and out of memory in the local runtime).
 */
const MIN_PREFIX_LENGTH = 4;

/** A word a search looks for; the last one, when long enough, as the start of a word. */
export interface SearchTerm {
  word: string;
  prefix: boolean;
}

/**
 * The words of what a visitor typed: only letters and digits survive, at most MAX_TERMS words of
 * MAX_TERM_LENGTH, and the last one, when it has MIN_PREFIX_LENGTH letters or more, is a prefix.
 * @example searchTerms('agence web') // [{ word: 'agence', prefix: false }, { word: 'web', prefix: false }]
 */
export function searchTerms(input: unknown): SearchTerm[] {
  if (typeof input !== 'string') return [];
  const words = (input.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((word) => word.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERMS);
  const last = words.length - 1;
  return words.map((word, index) => ({
    word,
    prefix: index === last && [...word].length >= MIN_PREFIX_LENGTH,
  }));
}

/**
 * Turns what a visitor typed into a safe FTS5 query: each of its terms becomes a quoted phrase
 * (so `NEAR`, `AND`, `-`, `*`, `"` or `:` are plain text), all are required and a prefix term
 * ends in `*`. Returns null when nothing searchable is left.
 * @example toFtsQuery('agence web "paris') // '"agence" "web" "paris"*'
 * @example toFtsQuery('agence web') // '"agence" "web"'
 */
export function toFtsQuery(input: unknown): string | null {
  const terms = searchTerms(input);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.word}"${term.prefix ? '*' : ''}`).join(' ');
}
