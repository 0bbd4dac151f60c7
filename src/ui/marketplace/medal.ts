import type { Translate } from '../../i18n/translate';

const MEDALS = [
  'marketplace.trustawards.rank1',
  'marketplace.trustawards.rank2',
  'marketplace.trustawards.rank3',
] as const;

/**
 * The medal of a ranking's first three positions ("Or", "Argent", "Bronze"); '' below them.
 * @example medalLabel(t, 2) // 'Argent'
 */
export function medalLabel(t: Translate, position: number): string {
  const key = MEDALS[position - 1];
  return key ? t(key) : '';
}
