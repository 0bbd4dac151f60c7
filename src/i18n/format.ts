import type { Locale } from './locales';
import { remembered } from './remembered';

/**
 * Formatters by locale and options: building an Intl formatter costs far more than formatting,
 * and a page formats hundreds of numbers with a handful of option sets.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();
const listFormats = new Map<string, Intl.ListFormat>();
const FORMATS_MAX = 200;
/** The key text of an options object, kept while it lives: shared options (ONE_DECIMAL) are read once. */
const optionKeys = new WeakMap<object, string>();

function optionsKey(options: object): string {
  let key = optionKeys.get(options);
  if (key === undefined) {
    key = JSON.stringify(options);
    optionKeys.set(options, key);
  }
  return key;
}

function cached<T>(
  cache: Map<string, T>,
  locale: string | undefined,
  options: object | undefined,
  create: () => T,
): T {
  const key = options ? `${locale ?? ''}${optionsKey(options)}` : (locale ?? '');
  return remembered(cache, FORMATS_MAX, key, create);
}

/**
 * The shared number formatter of a locale and options, for code that formats many values.
 * @example numberFormat('fr-FR').format(30000) // '30 000'
 */
export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions) {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * The shared date formatter of a locale and exactly these options (no default style), in UTC.
 * @example dateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(date) // 'March 2026'
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return cached(
    dateFormats,
    `${locale}!`,
    options,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }),
  );
}

/**
 * The shared collator of a locale and options (sorting labels in the visitor's language).
 * @example collator('fr-FR', { sensitivity: 'base' }).compare('é', 'e') // 0
 */
export function collator(locale: string, options?: Intl.CollatorOptions) {
  return cached(collators, locale, options, () => new Intl.Collator(locale, options));
}

/**
 * The shared list formatter of a locale ('a, b and c'), a conjunction by default.
 * @example listFormat('fr-FR').format(['Réactivité', 'Créativité']) // 'Réactivité et Créativité'
 */
export function listFormat(locale: string, options?: Intl.ListFormatOptions) {
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options));
}

/** Ratings: always one decimal (4,0 / 4.5). */
export const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * Numbers already formatted, by formatter: a page shows the same counts, ratings and positions
 * many times, and formatting one (ICU) costs far more than finding it again. Bounded per formatter.
 */
const formattedNumbers = new WeakMap<Intl.NumberFormat, Map<number, string>>();
const FORMATTED_MAX = 2000;

/**
 * A number in the visitor's locale.
 * @example formatNumber('fr-FR', 30000) // '30 000'
 */
export function formatNumber(
  locale: Locale | string | undefined,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  const format = numberFormat(locale, options);
  // A map's keys do not tell -0 from 0, which formats with its sign.
  if (Object.is(value, -0)) return format.format(value);
  let texts = formattedNumbers.get(format);
  if (!texts) {
    texts = new Map();
    formattedNumbers.set(format, texts);
  }
  return remembered(texts, FORMATTED_MAX, value, () => format.format(value));
}

/**
 * A date in the visitor's locale, read in UTC so server and browser agree.
 * @example formatDate('en-GB', '2024-03-01') // '1 March 2024'
 */
export function formatDate(
  locale: Locale,
  value: string | Date,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    dateFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', ...options }),
  ).format(date);
}
