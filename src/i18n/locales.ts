/** Interface languages; fr-FR is the default and has no route prefix (design section 7). */
export const LOCALES = ['fr-FR', 'en-GB', 'es-ES', 'it-IT', 'de-DE', 'nl-NL'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-FR';

/** Each language named in its own language (an endonym): the same on every page, never translated. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'fr-FR': 'Français',
  'en-GB': 'English',
  'es-ES': 'Español',
  'it-IT': 'Italiano',
  'de-DE': 'Deutsch',
  'nl-NL': 'Nederlands',
};

/** Query-language codes used by the data API: upper case, underscore (spec section 3). */
export type LangCode = 'FR_FR' | 'EN_GB' | 'ES_ES' | 'IT_IT' | 'DE_DE' | 'NL_NL';
export const LANG_CODES: readonly LangCode[] = ['FR_FR', 'EN_GB', 'ES_ES', 'IT_IT', 'DE_DE', 'NL_NL'];

/**
 * Converts a locale to its query-language code.
 * @example toLangCode('en-GB') // 'EN_GB'
 */
export function toLangCode(code: string): LangCode {
  const lang = code.toUpperCase().replace('-', '_');
  if (!(LANG_CODES as readonly string[]).includes(lang)) throw new Error(`Locale ${code} not found`);
  return lang as LangCode;
}

/** The locale of a query-language code. @example fromLangCode('DE_DE') // 'de-DE' */
export function fromLangCode(code: string): Locale {
  const found = LOCALES.find((locale) => toLangCode(locale) === code);
  if (!found) throw new Error(`Locale ${code} not found`);
  return found;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
