import rosetta from 'rosetta';
import { type Dictionary, dictionaries } from './dictionaries';
import { elide, type TranslateParams } from './elision';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { remembered } from './remembered';

export type { TranslateParams } from './elision';

/** The dotted paths of a dictionary's strings (`errors.404.title`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/**
 * Every key of the fr-FR dictionary (the source language; the other locales share its shape), so
 * a mistyped key is a compile error: `t('errors.404.titel')` does not type-check.
 */
export type TranslationKey = Leaves<Dictionary>;

/** The dotted paths of a dictionary's label maps: objects of strings only (`profile.sectors`). */
type LabelMaps<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? never
    : (T[K] extends Record<string, string> ? `${Prefix}${K}` : never) | LabelMaps<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A map of labels keyed by a value that comes from data: `profile.sectors`, `marketplace.categories`. */
export type LabelMap = LabelMaps<Dictionary>;

/**
 * Looks a dotted key up in the request's locale: `t('errors.404.title')`. It carries its locale,
 * so helpers that pick a plural or an ordinal form (`plural(t, key, n)`) need nothing else.
 */
export type Translate = ((key: TranslationKey, params?: TranslateParams) => string) & {
  readonly locale?: Locale;
};

const i18n = rosetta(dictionaries);
const cache = new Map<Locale, Translate>();
/**
 * Values found by locale and dotted key: a page looks up hundreds of keys, most of them many
 * times. Keys built from data (`profile.sectors.J`) are few, but the memo stays bounded anyway.
 */
const lookups = new Map<Locale, Map<string, unknown>>();
const LOOKUPS_MAX = 5_000;

function walk(locale: Locale, key: string): unknown {
  let value: unknown = i18n.table(locale);
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function lookup(locale: Locale, key: string): unknown {
  let known = lookups.get(locale);
  if (!known) {
    known = new Map();
    lookups.set(locale, known);
  }
  return remembered(known, LOOKUPS_MAX, key, () => walk(locale, key));
}

function interpolate(template: string, params: TranslateParams): string {
  if (!template.includes('{{')) return template;
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
 * The label of a value that comes from data (a sector letter, a category slug, a period kind)
 * in one of the dictionary's label maps; '' (or fr-FR's) when the map has no such entry.
 * @example labelOf(t, 'profile.sectors', 'J') // 'Information et communication'
 */
export function labelOf(t: Translate, map: LabelMap, value: string): string {
  return t(`${map}.${value}` as TranslationKey);
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
  const t = function translate(key: TranslationKey, params?: TranslateParams) {
    const value = translateIn(locale, key, params ?? {});
    if (value !== '' || locale === DEFAULT_LOCALE) return value;
    return translateIn(DEFAULT_LOCALE, key, params ?? {});
  };
  const bound: Translate = Object.assign(t, { locale });
  cache.set(locale, bound);
  return bound;
}
