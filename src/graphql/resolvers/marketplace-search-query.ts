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
