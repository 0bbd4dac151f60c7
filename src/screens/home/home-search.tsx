import { useI18n } from '../../i18n/i18n-context';
import { SearchForm } from '../../ui/marketplace/search-form';
import type { ServiceCategory } from '../../ui/marketplace/services-model';

/**
 * The home page's search: the form to TrustSearch and a few popular services one click away.
 */
export function HomeSearch({ services }: { services: ServiceCategory[] }) {
  const { t } = useI18n();
  const popular = services.flatMap((category) => category.activities.slice(0, 1)).slice(0, 5);
  return (
    <div className="flex flex-col gap-4">
      <SearchForm id="home-search" variant="hero" />
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
