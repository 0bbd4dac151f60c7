import rosetta from 'rosetta';
import { dictionaries } from './dictionaries';
import { elide } from './elision';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Params interpolated into `{{name}}` placeholders. */
export type TranslateParams = Record<string, unknown>;

/**
 * Looks a dotted key up in the request's locale: `t('errors.404.title')`. It carries its locale,
 * so helpers that pick a plural or an ordinal form (`plural(t, key, n)`) need nothing else.
 */
export type Translate = ((key: string, params?: TranslateParams) => string) & { readonly locale?: Locale };

const i18n = rosetta(dictionaries);
const cache = new Map<Locale, Translate>();

function lookup(locale: Locale, key: string): unknown {
  let value: unknown = i18n.table(locale);
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function interpolate(template: string, params: TranslateParams): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translateIn(locale: Locale, key: string, params: TranslateParams): string {
  const template = lookup(locale, key);
  if (typeof template !== 'string') {
    const value = i18n.t(key, params, locale);
    return typeof value === 'string' ? value : '';
  }
  return interpolate(locale === 'fr-FR' ? elide(template, params) : template, params);
}

/**
 * The translate function of a locale. A key missing in that locale falls back to fr-FR (the
 * source language), then to an empty string: a visitor never sees a raw key. French templates
 * elide before a name that starts with a vowel ('de {{name}}' gives "d'Étude").
 * @example translator('en-GB')('errors.404.title') // 'Page not found'
 */
export function translator(locale: Locale): Translate {
  const found = cache.get(locale);
  if (found) return found;
  const t = function translate(key: string, params?: TranslateParams) {
    const value = translateIn(locale, key, params ?? {});
    if (value !== '' || locale === DEFAULT_LOCALE) return value;
    return translateIn(DEFAULT_LOCALE, key, params ?? {});
  };
  const bound: Translate = Object.assign(t, { locale });
  cache.set(locale, bound);
  return bound;
}
