import { formatNumber } from './format';
import type { Locale } from './locales';
import type { Translate, TranslateParams } from './translate';

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * A counted phrase: the dictionary holds one string per plural category under `key`
 * (`{ one, other }`, more where a language needs them), chosen with Intl.PluralRules; `count`
 * is interpolated formatted with Intl.NumberFormat. A category the dictionary lacks reads 'other'.
 * @example plural(t, 'fr-FR', 'widget.badge.reviews', 1200) // '1 200 avis authentifiés'
 */
export function plural(
  t: Translate,
  locale: Locale,
  key: string,
  count: number,
  params: TranslateParams = {},
): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const values = { ...params, count: formatNumber(locale, count) };
  return t(`${key}.${rule.select(count)}`, values) || t(`${key}.other`, values);
}
