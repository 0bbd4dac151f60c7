import { useI18n } from '../../i18n/i18n-context';
import type { TranslationKey } from '../../i18n/translate';

/** `points` -> `sortPoints`: the dictionary key of a sort order under its screen's namespace. */
const sortKey = <N extends string, V extends string>(namespace: N, value: V) =>
  `${namespace}.sort${value.charAt(0).toUpperCase()}${value.slice(1)}` as `${N}.sort${Capitalize<V>}`;

/**
 * The `<option>`s of a sort select, labelled from `{namespace}.sort{Value}`: every value must
 * have its key in the dictionary, or the call does not type-check.
 */
export function SortOptions<N extends string, V extends string>({
  values,
  namespace,
}: { values: readonly V[]; namespace: N } & (`${N}.sort${Capitalize<V>}` extends TranslationKey
  ? unknown
  : { missingSortLabel: never })) {
  const { t } = useI18n();
  return values.map((value) => (
    <option key={value} value={value}>
      {t(sortKey(namespace, value) as TranslationKey)}
    </option>
  ));
}

/**
 * A filter form's submit button: needed without JavaScript; with it the form applies on change
 * (client/auto-submit.ts) and hides this button.
 */
export function ApplyButton({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <button type="submit" data-auto-submit-button="" className={className}>
      {t('marketplace.common.apply')}
    </button>
  );
}
