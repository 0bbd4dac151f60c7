import { remembered } from './remembered';

/** Params interpolated into `{{name}}` placeholders. */
export type TranslateParams = Record<string, unknown>;

/** Words that elide before a vowel, with what they become ('de' -> "d'"). */
const ELIDING = /(^|[\s(«"“])([Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Jj]usque|[Ll]orsque|[Pp]uisque) \{\{\s*(\w+)\s*\}\}/g;

/** Mute h: the common words of company names that elide ("l'Hôtel", "d'Habitat"). */
const MUTE_H = /^h(ô|o)tel|^habitat|^harmoni|^histoi|^homme|^h(ô|o)pital|^humain|^hexagon|^horizon|^heure/i;

/**
 * Whether French elides before this text: a vowel (accented or not) or a mute h.
 * @example startsWithVowelSound('Étude Calanque') // true
 */
export function startsWithVowelSound(text: string): boolean {
  return remembered(vowelSounds, VOWEL_SOUNDS_MAX, text, () => readVowelSound(text));
}

/**
 * The answers of `startsWithVowelSound` by text: a page asks it of the same few names (the
 * member's, the brand's) in dozens of strings, and each asking decomposes the text anew.
 */
const vowelSounds = new Map<string, boolean>();
const VOWEL_SOUNDS_MAX = 2_000;

function readVowelSound(text: string): boolean {
  const word = text
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (/^[aeiouy]/i.test(word)) return !/^(y[aeiou]|uni[vt]|ouest|oui\b)/i.test(word);
  return MUTE_H.test(word);
}

/**
 * A French template with its eliding words contracted before the names that need it: the
 * interpolated value decides, so 'Avis clients de {{name}}' gives "Avis clients d'{{name}}" for
 * "Acme" and stays as it is for "Bâtiments".
 * @example elide('Avis de {{name}}', { name: 'Étude' }) // "Avis d'{{name}}"
 */
export function elide(template: string, params: TranslateParams): string {
  if (!template.includes('{{')) return template;
  return template.replace(ELIDING, (match, before: string, word: string, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' || !startsWithVowelSound(value)) return match;
    return `${before}${word.slice(0, -1)}'{{${name}}}`;
  });
}
