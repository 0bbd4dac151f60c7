import { LANG_CODES, type LangCode, type Locale } from './locales';
import type { Translate } from './translate';

const names = new Map<Locale, Intl.DisplayNames>();

/**
 * The name of a language in the visitor's locale, lower case as it reads mid-sentence where the
 * locale writes it so (French, Spanish, Italian, Dutch capitalise only nouns they always do).
 * @example languageName('de-DE', 'FR_FR') // 'Französisch'
 */
export function languageName(locale: Locale, lang: LangCode): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' });
    names.set(locale, display);
  }
  return display.of(lang.slice(0, 2).toLowerCase()) ?? lang;
}

/** Whether a content language differs from the page's (by language, not region). */
export function isForeign(locale: Locale, lang: LangCode | null | undefined): lang is LangCode {
  if (!lang || !(LANG_CODES as readonly string[]).includes(lang)) return false;
  return lang.slice(0, 2).toLowerCase() !== locale.slice(0, 2);
}

/**
 * The small note beside content written in another language than the page's: "Written in
 * French", "Auf Französisch verfasst". Null when the content is in the page's language.
 * @example writtenIn(translator('en-GB'), 'FR_FR') // 'Written in French'
 */
export function writtenIn(t: Translate, lang: LangCode | null | undefined): string | null {
  const locale = t.locale;
  if (!locale || !isForeign(locale, lang)) return null;
  return t('common.writtenIn', { language: languageName(locale, lang) });
}
