import { useI18n } from '../../i18n/i18n-context';

/** `points` -> `sortPoints`: the dictionary key of a sort order under its screen's namespace. */
const sortKey = (namespace: string, value: string) =>
  `${namespace}.sort${value.charAt(0).toUpperCase()}${value.slice(1)}`;

/** The `<option>`s of a sort select, labelled from `{namespace}.sort{Value}`. */
export function SortOptions({ values, namespace }: { values: readonly string[]; namespace: string }) {
  const { t } = useI18n();
  return values.map((value) => (
    <option key={value} value={value}>
      {t(sortKey(namespace, value))}
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
