import {
  FACT_FILTER_NAMES,
  FACT_FILTERS,
  type FactFilterName,
  type FactFilters,
  hasFactFilters,
} from '../../domain/project-facts';
import { formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { buttonClasses } from '../button';
import { optionLabel } from '../project-facts';

export interface FilterOptionCount {
  filter: string;
  value: string;
  count: number;
}

/**
 * The selects of the project filters (budget, sector, country, rating, language, proof, since),
 * each option with the number of results it would give; an option that would give none is
 * disabled unless it is the one set.
 */
export function ProjectFilterFields({
  filters,
  options,
  only,
  hideEmpty = false,
}: {
  filters: FactFilters;
  options: readonly FilterOptionCount[];
  /** The filters to show (all by default). */
  only?: readonly FactFilterName[];
  /** Leave out the options that would give nothing (but the one set). */
  hideEmpty?: boolean;
}) {
  const { t, locale } = useI18n();
  const counts = new Map(options.map((option) => [`${option.filter}:${option.value}`, option.count]));
  return (only ?? FACT_FILTER_NAMES).map((name) => (
    // The label's text and its select, without a wrapper for the text (every element counts
    // against the page's 1,000).
    <label key={name} className="block min-w-0 text-xs font-semibold uppercase tracking-wide text-muted">
      {t(`facts.filters.${name}`)}
      <select
        name={name}
        defaultValue={filters[name] ?? ''}
        className="field border-line-strong py-2 text-sm font-normal normal-case tracking-normal text-ink"
      >
        <option value="">{t('facts.filters.any')}</option>
        {(FACT_FILTERS[name] as readonly string[]).map((value) => {
          const count = counts.get(`${name}:${value}`) ?? 0;
          if (hideEmpty && count === 0 && filters[name] !== value) return null;
          return (
            <option key={value} value={value} disabled={count === 0 && filters[name] !== value}>
              {t('facts.filters.option', {
                label: optionLabel(t, locale, name, value),
                count: formatNumber(locale, count),
              })}
            </option>
          );
        })}
      </select>
    </label>
  ));
}

/**
 * The project filters as one GET form (works without JavaScript; with it, applies on change),
 * folded away until a filter is set. `keep` holds the other parameters of the page (its order).
 */
export function ProjectFilterForm({
  action,
  filters,
  options,
  keep = {},
  note,
}: {
  action: string;
  filters: FactFilters;
  options: readonly FilterOptionCount[];
  keep?: Record<string, string | undefined>;
  note?: string;
}) {
  const { t } = useI18n();
  const active = hasFactFilters(filters);
  return (
    <details
      open={active}
      className="mb-6 rounded-card border border-line bg-surface shadow-card"
      data-testid="project-filters"
    >
      <summary className="cursor-pointer list-inside px-4 py-3 text-sm font-semibold text-ink sm:px-5">
        {t('facts.filters.title')}
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form itself; <search> is not announced by every screen reader yet */}
      <form
        method="get"
        action={action}
        role="search"
        aria-label={t('facts.filters.title')}
        data-auto-submit=""
        className="border-t border-line px-4 pb-4 pt-3 sm:px-5"
      >
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <ProjectFilterFields filters={filters} options={options} />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          {note ? <p className="mr-auto text-xs text-muted">{note}</p> : null}
          {active ? (
            <a href={action} className={buttonClasses('secondary', 'sm')}>
              {t('facts.filters.reset')}
            </a>
          ) : null}
          <button type="submit" data-auto-submit-button="" className={buttonClasses('custom', 'sm')}>
            {t('facts.filters.apply')}
          </button>
        </div>
      </form>
    </details>
  );
}
