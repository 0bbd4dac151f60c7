import { readFactFilters } from '../../../domain/project-facts';
import { useI18n } from '../../../i18n/i18n-context';
import { link } from '../../../routing/link';
import { buttonClasses } from '../../../ui/button';
import { ProjectFilterFields } from '../../../ui/marketplace/project-filter-form';
import { DATE_FILTERS, type FilterParam } from './filters';
import type { ReviewsData } from './load';

/**
 * The filters as one GET form: selects for sector, quality, service and date, checkboxes for
 * case studies, testimonials and videos, and a search box. Submitting goes back to page 1 with
 * every filter in the URL; 'All' clears them.
 */
export function ReviewFilters({ data }: { data: ReviewsData }) {
  const { t } = useI18n();
  const { member, query } = data;
  const { locale } = useI18n();
  const action = link(locale, 'profil-slug-reviews', { slug: member.slug });
  const services = member.tags.filter((tag) => tag.kind === 'ACTIVITY' || tag.kind === 'SPECIALTY');
  const control = 'field border-line-strong py-2';
  const label = 'text-xs font-semibold uppercase tracking-wide text-muted';
  const select = (
    name: FilterParam,
    title: string,
    options: { value: string; label: string }[],
    any: string,
  ) => (
    <label className="block">
      <span className={label}>{title}</span>
      <select name={name} defaultValue={query[name] ?? ''} className={control}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  const active = Object.keys(query).length > 0;
  const facts = readFactFilters(new URLSearchParams(query as Record<string, string>));
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form itself; <search> is not announced by every screen reader yet
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t('profile.reviews.filters')}
      data-auto-submit=""
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block sm:col-span-2 lg:col-span-4">
          <span className={label}>{t('profile.reviews.searchLabel')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            placeholder={t('profile.reviews.searchPlaceholder')}
            className={control}
          />
        </label>
        <ProjectFilterFields
          filters={facts}
          options={member.reviewFilterOptions}
          only={['sector', 'budget', 'country', 'rating', 'lang', 'proof', 'since']}
          hideEmpty
        />
        {select(
          'quality',
          t('profile.reviews.quality'),
          member.qualities.map(({ quality }) => ({
            value: quality.slug,
            label: quality.label ?? quality.slug,
          })),
          t('profile.reviews.all'),
        )}
        {select(
          'service',
          t('profile.reviews.service'),
          services.map((tag) => ({ value: tag.slug, label: tag.label ?? tag.slug })),
          t('profile.reviews.all'),
        )}
        {select(
          'date',
          t('profile.reviews.date'),
          DATE_FILTERS.map((value) => ({ value, label: t(`profile.reviews.${value}`) })),
          t('profile.reviews.anyDate'),
        )}
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="sr-only">{t('profile.reviews.kind')}</legend>
          {(['caseStudy', 'testimony', 'video'] as const).map((name) => (
            <label key={name} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name={name}
                value="1"
                defaultChecked={query[name] === '1'}
                className="size-4 accent-[var(--color-primary-dark50)]"
              />
              {t(`profile.reviews.${name}`)}
            </label>
          ))}
        </fieldset>
        <div className="flex items-center gap-2">
          {active ? (
            <a href={action} className={buttonClasses('secondary', 'sm')}>
              {t('profile.reviews.reset')}
            </a>
          ) : null}
          <button type="submit" data-auto-submit-button="" className={buttonClasses('custom', 'sm')}>
            {t('profile.reviews.apply')}
          </button>
        </div>
      </div>
    </form>
  );
}
