import type { SearchTerm } from './marketplace-search-query';

/** The markers around a match, as FTS5's highlight() writes them; `Highlighted` makes them <mark>. */
const START = '\u0001';
const END = '\u0002';
const ELLIPSIS = '…';
/** Words in a review's excerpt, as `snippet(…, 24)` cut them. */
export const SNIPPET_TOKENS = 24;
/** Words in a provider's excerpt: it sits beside the logo, three short lines on a 320 px phone. */
export const MEMBER_SNIPPET_TOKENS = 16;

interface Token {
  start: number;
  end: number;
  /** The query terms this word matches (a word can match a term and a prefix term). */
  terms: number[];
}

/**
 * A word as the index's tokenizer (`unicode61 remove_diacritics 2`) compares it: accents
 * removed, lower case. @example fold('Société') // 'societe'
 */
const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The fold of each character met outside ASCII, shared by every text the isolate marks. */
const CHAR_FOLDS = new Map<string, string>();

/**
 * The text folded character by character, each character's fold at its offset; null when a
 * character folds to more or fewer (then each word is folded on its own).
 */
function foldedAligned(text: string): string | null {
  let aligned = true;
  const folded = text
    .replace(/[^\p{ASCII}]/gu, (char) => {
      let known = CHAR_FOLDS.get(char);
      if (known === undefined) {
        known = fold(char);
        CHAR_FOLDS.set(char, known);
      }
      if (known.length !== char.length) aligned = false;
      return known;
    })
    .toLowerCase();
  return aligned && folded.length === text.length ? folded : null;
}

/** No term: shared by every word that matches none, most of them. */
const NO_TERMS: number[] = [];

/**
 * The words of a text (letters, digits and private-use characters, as the tokenizer's default
 * categories) with their offsets and the terms each matches, as the index reads them.
 */
function tokensOf(text: string, terms: readonly SearchTerm[]): Token[] {
  const wanted = terms.map((term) => ({ word: fold(term.word), prefix: term.prefix }));
  const folded = foldedAligned(text);
  return Array.from(text.matchAll(/[\p{L}\p{N}\p{Co}]+/gu), (found) => {
    const start = found.index;
    const end = start + found[0].length;
    const word = folded === null ? fold(found[0]) : null;
    let matched = NO_TERMS;
    wanted.forEach((term, index) => {
      const hit = word
        ? term.prefix
          ? word.startsWith(term.word)
          : word === term.word
        : (folded as string).startsWith(term.word, start) &&
          (term.prefix ? end - start >= term.word.length : end - start === term.word.length);
      if (hit) matched = matched === NO_TERMS ? [index] : [...matched, index];
    });
    return { start, end, terms: matched };
  });
}

/** The text from the first token to the last one, each match between markers. */
function marked(text: string, tokens: readonly Token[], from: number, to: number, tail: boolean): string {
  let out = '';
  let offset = tokens[from]?.start ?? 0;
  for (let index = from; index <= to; index += 1) {
    const token = tokens[index] as Token;
    if (token.terms.length === 0) continue;
    out += `${text.slice(offset, token.start)}${START}${text.slice(token.start, token.end)}${END}`;
    offset = token.end;
  }
  return out + text.slice(offset, tail ? text.length : (tokens[to]?.end ?? text.length));
}

/** Whether a marked text holds a match. */
export const hasMatch = (text: string) => text.includes(START);

/** A text the markers are not already in: they only ever come from here. */
const clean = (text: string) => text.replaceAll(START, '').replaceAll(END, '');

/**
 * The whole text with every word the search matched between markers, as FTS5's `highlight()`.
 * @example highlight('Agence web', [{ word: 'agence', prefix: false }]) // '\u0001Agence\u0002 web'
 */
export function highlight(raw: string, terms: readonly SearchTerm[]): string {
  const text = clean(raw);
  const tokens = tokensOf(text, terms);
  return tokens.length === 0 ? text : marked(text, tokens, 0, tokens.length - 1, true);
}

/**
 * How a window of `size` words from `from` scores (FTS5's snippet scoring): 1,000 for each term
 * seen first, 1 for each repeat; and where the window should start to center its matches.
 */
function windowScore(
  tokens: readonly Token[],
  from: number,
  size: number,
): { score: number; centred: number } {
  const seen = new Set<number>();
  let score = 0;
  let first = -1;
  let last = -1;
  for (let index = from; index < Math.min(tokens.length, from + size); index += 1) {
    const { terms } = tokens[index] as Token;
    if (terms.length === 0) continue;
    for (const term of terms) {
      score += seen.has(term) ? 1 : 1000;
      seen.add(term);
    }
    if (first < 0) first = index;
    last = index + 1;
  }
  const centred = first - Math.trunc((size - (last - first)) / 2);
  return { score, centred: Math.max(0, Math.min(centred, tokens.length - size)) };
}

/**
 * Whether a word opens a sentence: the text's first, or after a full stop or colon and spaces
 * (FTS5's test, reading back from the word).
 */
function opensSentence(text: string, tokens: readonly Token[], index: number): boolean {
  if (index === 0) return true;
  let at = (tokens[index] as Token).start - 1;
  while (at >= 0 && ' \t\r\n'.includes(text.charAt(at))) at -= 1;
  return at < (tokens[index] as Token).start - 1 && (text[at] === '.' || text[at] === ':');
}

/**
 * An excerpt of `size` words around the matches, marked, with an ellipsis where the text goes
 * on: FTS5's `snippet()` (a window at each match, centred on the matches it holds, or from the
 * sentence the match is in, which scores a little more), computed for the page's hits only. A
 * text without a match opens its excerpt.
 * @example snippet('Un audit par an', [{ word: 'audit', prefix: false }]) // 'Un \u0001audit\u0002 par an'
 */
export function snippet(raw: string, terms: readonly SearchTerm[], size = SNIPPET_TOKENS): string {
  const text = clean(raw);
  const tokens = tokensOf(text, terms);
  if (tokens.length === 0) return text;
  if (tokens.length <= size) return marked(text, tokens, 0, tokens.length - 1, true);
  let best = { score: 0, start: 0 };
  let sentence = 0;
  tokens.forEach((token, index) => {
    if (opensSentence(text, tokens, index)) sentence = index;
    if (token.terms.length === 0) return;
    const around = windowScore(tokens, index, size);
    if (around.score > best.score) best = { score: around.score, start: around.centred };
    if (sentence < index) {
      const fromSentence = windowScore(tokens, sentence, size).score + (sentence === 0 ? 120 : 100);
      if (fromSentence > best.score) best = { score: fromSentence, start: sentence };
    }
  });
  const last = best.start + size - 1;
  const end = last >= tokens.length - 1;
  return `${best.start > 0 ? ELLIPSIS : ''}${marked(text, tokens, best.start, Math.min(last, tokens.length - 1), end)}${end ? '' : ELLIPSIS}`;
}
