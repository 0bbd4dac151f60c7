import { formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { plural } from '../../i18n/plural';

/** Tags shown on a card before '+N' (spec section 9). */
export const CARD_TAGS_MAX = 2;
/** Cities shown before 'more N' (spec section 9). */
export const CITIES_MAX = 2;

/**
 * Splits a list into the items to show and the count of the rest.
 * @example capped(['a', 'b', 'c'], 2) // { shown: ['a', 'b'], rest: 1 }
 */
export function capped<T>(items: readonly T[], max: number): { shown: T[]; rest: number } {
  const shown = items.slice(0, Math.max(0, max));
  return { shown, rest: items.length - shown.length };
}

/**
 * Small chips, at most `max`, then a '+N' chip naming how many more there are: `total` when the
 * list holds only the first labels of a longer one.
 */
export function ChipList({
  labels,
  max = CARD_TAGS_MAX,
  total = labels.length,
  label,
}: {
  labels: string[];
  max?: number;
  total?: number;
  label: string;
}) {
  const { t, locale } = useI18n();
  const { shown } = capped(labels, max);
  const rest = Math.max(0, total - shown.length);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((text) => (
        <li
          key={text}
          className="rounded-full bg-primary-light75/60 px-2.5 py-0.5 text-xs font-medium text-primary-dark50"
        >
          {text}
        </li>
      ))}
      {rest > 0 ? (
        <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-muted">
          {t('profile.cards.more', { count: formatNumber(locale, rest) })}
        </li>
      ) : null}
    </ul>
  );
}

/** City names, the first two then 'and N more' (spec section 9). */
export function CityList({ names, max = CITIES_MAX }: { names: string[]; max?: number }) {
  const { t } = useI18n();
  const { shown, rest } = capped(names, max);
  if (shown.length === 0) return null;
  const more = rest > 0 ? ` ${plural(t, 'profile.home.moreCities', rest)}` : '';
  return (
    <span>
      {/* A plain comma list: Intl's narrow unit lists drop the separator in several locales. */}
      {shown.join(', ')}
      {more}
    </span>
  );
}
