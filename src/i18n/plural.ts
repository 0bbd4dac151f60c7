import type { Dictionary } from './dictionaries';
import { formatNumber } from './format';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { Translate, TranslateParams, TranslationKey } from './translate';

/** The dotted paths of the dictionary's count sentences: objects with an `other` form. */
type PluralPaths<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? never
    : T[K] extends { other: string }
      ? `${Prefix}${K}`
      : PluralPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A count sentence of the dictionary: `profile.cards.reviews`. */
export type PluralKey = PluralPaths<Dictionary>;

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: Locale, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let found = rules.get(key);
  if (!found) {
    found = new Intl.PluralRules(locale, { type });
    rules.set(key, found);
  }
  return found;
}

/**
 * A count sentence in the translator's locale: the dictionary holds the forms of `key`
 * (`zero` optional, used for exactly 0; then `one`, `two`, `few`, `many`, `other` as
 * Intl.PluralRules selects them, `other` when a form is missing). `{{count}}` is the number
 * formatted with Intl.NumberFormat.
 * @example plural(translator('fr-FR'), 'profile.cards.reviews', 0) // '0 avis client authentifié'
 * @example plural(translator('en-GB'), 'profile.cards.reviews', 2) // '2 authenticated client reviews'
 */
export function plural(t: Translate, key: PluralKey, count: number, params: TranslateParams = {}): string {
  const locale = t.locale ?? DEFAULT_LOCALE;
  const values = { count: formatNumber(locale, count), ...params };
  if (count === 0) {
    const zero = t(`${key}.zero` as TranslationKey, values);
    if (zero) return zero;
  }
  const form = pluralRules(locale, 'cardinal').select(count);
  // Forms a locale does not use (`two`, `few`...) are missing from the fr-FR shape: '' then `other`.
  return t(`${key}.${form}` as TranslationKey, values) || t(`${key}.other`, values);
}

/**
 * An ordinal number in the translator's locale ("1er", "2e"; "1st", "2nd", "3rd"; "1."; "1º";
 * "1e"), its suffix chosen by Intl.PluralRules({ type: 'ordinal' }) from `common.ordinal`.
 * @example ordinal(translator('en-GB'), 22) // '22nd'
 */
export function ordinal(t: Translate, value: number): string {
  const locale = t.locale ?? DEFAULT_LOCALE;
  const form = pluralRules(locale, 'ordinal').select(value);
  const params = { n: formatNumber(locale, value) };
  return t(`common.ordinal.${form}`, params) || t('common.ordinal.other', params);
}
