import rosetta from 'rosetta';
import { dictionaries } from './dictionaries';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Params interpolated into `{{name}}` placeholders. */
export type TranslateParams = Record<string, unknown>;

/** Looks a dotted key up in the request's locale: `t('errors.404.title')`. */
export type Translate = (key: string, params?: TranslateParams) => string;

const i18n = rosetta(dictionaries);
const cache = new Map<Locale, Translate>();

/**
 * The translate function of a locale. A key missing in that locale falls back to fr-FR (the
 * source language), then to an empty string: a visitor never sees a raw key.
 * @example translator('en-GB')('errors.404.title') // 'Page not found'
 */
export function translator(locale: Locale): Translate {
  const found = cache.get(locale);
  if (found) return found;
  const t: Translate = function translate(key, params) {
    const value = i18n.t(key, params ?? {}, locale);
    if (value !== '' || locale === DEFAULT_LOCALE) return value;
    return i18n.t(key, params ?? {}, DEFAULT_LOCALE);
  };
  cache.set(locale, t);
  return t;
}
