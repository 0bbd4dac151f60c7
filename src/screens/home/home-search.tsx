import { useI18n } from '../../i18n/i18n-context';
import { link } from '../../routing/link';
import type { ServiceCategory } from '../../ui/marketplace/services-model';

/**
 * The home page's search: a GET form to TrustSearch (works without JavaScript) and a few
 * popular services one click away.
 */
export function HomeSearch({ services }: { services: ServiceCategory[] }) {
  const { locale, t } = useI18n();
  const popular = services.flatMap((category) => category.activities.slice(0, 1)).slice(0, 5);
  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form itself; <search> is not announced by every screen reader yet */}
      <form
        method="get"
        action={link(locale, 'membres-search', { segments: [] })}
        role="search"
        className="flex w-full flex-col gap-2 rounded-3xl border border-line bg-white p-2 shadow-raised sm:flex-row sm:rounded-full"
      >
        <label htmlFor="home-search" className="sr-only">
          {t('marketplace.search.label')}
        </label>
        <input
          id="home-search"
          name="q"
          type="search"
          required
          maxLength={120}
          placeholder={t('marketplace.search.placeholder')}
          className="min-w-0 flex-1 rounded-full bg-transparent px-4 py-3 text-base text-ink placeholder:text-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/40"
        />
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('marketplace.search.submit')}
        </button>
      </form>
      {popular.length > 0 ? (
        <ul
          className="flex flex-wrap gap-2 group-data-[centered]/hero:justify-center"
          aria-label={t('marketplace.selector.activities')}
        >
          {popular.map((activity) => (
            <li key={activity.href}>
              <a
                href={activity.href}
                className="inline-block rounded-full border border-line-strong bg-white px-3 py-1 text-sm text-ink-soft hover:border-brand-600 hover:text-brand-800"
              >
                {activity.label ?? activity.slug}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
