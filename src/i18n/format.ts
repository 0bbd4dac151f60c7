import type { Locale } from './locales';

/**
 * A number in the visitor's locale.
 * @example formatNumber('fr-FR', 30000) // '30 000'
 */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
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
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', ...options }).format(date);
}
