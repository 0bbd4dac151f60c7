/** Excerpts (spec section 9): a text cut to a number of words, 70 by default, then ' ...'. */

/** Default excerpt length in words. */
export const EXCERPT_WORDS = 70;

/**
 * The first `words` words of a text followed by ' ...', or the text itself when it is not longer.
 * Whitespace between kept words is normalised to single spaces.
 * @example excerpt('one two three', 2) // 'one two ...'
 */
export function excerpt(text: string, words: number = EXCERPT_WORDS): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= words) return parts.join(' ');
  return `${parts.slice(0, words).join(' ')} ...`;
}
