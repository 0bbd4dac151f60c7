import { DIRECTORY_BROWSABLE } from '../../domain/directory';
import { factFilterQuery, hasFactFilters } from '../../domain/project-facts';
import { useI18n } from '../../i18n/i18n-context';
import { plural } from '../../i18n/plural';
import { COMPARE_PARAM, readSelection } from '../../routing/compare-selection';
import { link, tagLink } from '../../routing/link';
import type { DirectoryCategory } from '../../routing/route-params';
import { MemberListingCard } from '../../ui/cards/member-cards';
import { EmptyState } from '../../ui/empty-state';
import { gridImageLoading } from '../../ui/img';
import { ChipNav, chipClass } from '../../ui/marketplace/chip-nav';
import { ApplyButton, SortOptions } from '../../ui/marketplace/filter-controls';
import { PageHeader } from '../../ui/marketplace/page-header';
import { ProjectFilterForm } from '../../ui/marketplace/project-filter-form';
import { Pagination } from '../../ui/pagination';
import { matchSentence } from '../../ui/project-facts';
import { CompareToggle, CompareTraySlot } from '../compare/compare-toggle';
import { directoryCopy } from './directory-text';
import { DIRECTORY_SORTS, type DirectoryData } from './load';

/** Directory and SEO landing page: best providers of an activity in a city, sortable and paginated. */
export function DirectoryView({ data, url }: { data: DirectoryData; url: URL }) {
  const selection = readSelection(url.searchParams.get(COMPARE_PARAM));
  const { locale, t } = useI18n();
  const { listing, sort, filters } = data;
  const filterQuery = factFilterQuery(filters);
  const matches = new Map(listing.matches.map((match) => [match.memberId, match.reviews]));
  const category = listing.category as DirectoryCategory;
  const slug = listing.tag && listing.tag.kind !== 'CATEGORY' ? listing.tag.slug : undefined;
  const geography = listing.city?.slug as never;
  const here = (page?: number) =>
    link(
      locale,
      'membres-category-slug-geography',
      { category, slug, geography },
      {
        ...filterQuery,
        sort: sort === 'score' ? undefined : sort,
        page: page && page > 1 ? page : undefined,
      },
    );
  const landing = link(locale, 'membres-category-slug-geography', { category, slug, geography });
  const filtered = hasFactFilters(filters);
  const copy = directoryCopy(data, t, listing.info.total);
  const crumbs = [
    { label: t('marketplace.common.home'), href: link(locale, 'index', {}) },
    {
      label: t(`marketplace.categories.${category}`),
      href: slug || geography ? link(locale, 'membres-category-slug-geography', { category }) : undefined,
    },
    ...(slug
      ? [
          {
            label: copy.label,
            href: geography ? link(locale, 'membres-category-slug-geography', { category, slug }) : undefined,
          },
        ]
      : []),
    ...(copy.city ? [{ label: copy.city }] : []),
  ];
  const children = (listing.tag?.children ?? []).filter((child) => child.label);

  return (
    <>
      <PageHeader
        title={copy.title}
        lead={copy.intro}
        breadcrumb={{ label: t('marketplace.common.breadcrumb'), items: crumbs }}
      >
        <ChipNav
          label={t('marketplace.directory.cities')}
          size="small"
          chips={[
            {
              key: '',
              href: link(locale, 'membres-category-slug-geography', { category, slug }),
              label: t('marketplace.directory.allCities'),
              current: !listing.city,
            },
            ...data.cities.map((city) => ({
              key: city.slug,
              href: link(locale, 'membres-category-slug-geography', {
                category,
                slug,
                geography: city.slug as never,
              }),
              label: city.name ?? city.slug,
              current: listing.city?.slug === city.slug,
            })),
          ]}
        />
      </PageHeader>

      <div className="container-page py-8">
        <ProjectFilterForm
          action={landing}
          filters={filters}
          options={listing.filterOptions}
          keep={{ sort: sort === 'score' ? undefined : sort }}
          note={listing.filterScoped ? plural(t, 'facts.filters.scope', listing.filterScope) : undefined}
        />
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <p className="text-sm font-medium text-ink-soft" role="status">
            {plural(t, 'marketplace.directory.results', listing.info.total)}
          </p>
          {/* On a phone the form and its button each have a line of their own, whatever has been
              parsed of them: sized by their content, a form or a button painted half read fitted
              on the line before, then wrapped below it. */}
          <form
            method="get"
            action={here()}
            className="flex w-full flex-wrap items-center gap-2 sm:w-auto"
            data-auto-submit=""
          >
            {Object.entries(filterQuery).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label className="flex items-center gap-2 text-sm font-medium text-ink-soft">
              {t('marketplace.directory.sort')}
              <select
                name="sort"
                defaultValue={sort}
                className="rounded-lg border border-line-strong bg-white px-3 py-2 text-sm text-ink focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
              >
                <SortOptions values={DIRECTORY_SORTS} namespace="marketplace.directory" />
              </select>
            </label>
            <ApplyButton className="w-full rounded-full border border-line-strong bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 sm:w-auto" />
          </form>
        </div>

        {listing.items.length === 0 ? (
          <EmptyState
            title={t('marketplace.directory.empty')}
            hint={t('marketplace.directory.emptyHint')}
            testId="directory-empty"
          />
        ) : (
          <ul className="lazy-items grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listing.items.map((member, index) => (
              <li key={member.id}>
                <MemberListingCard
                  member={member}
                  headingLevel={2}
                  {...gridImageLoading(index)}
                  action={<CompareToggle member={member} selection={selection} url={url} />}
                  match={
                    filtered ? (
                      <a
                        href={link(locale, 'profil-slug-reviews', { slug: member.slug }, filterQuery)}
                        className="relative z-10 text-sm font-medium text-primary-dark50 underline underline-offset-2 hover:no-underline"
                        data-testid="provider-match"
                      >
                        {matchSentence(t, locale, matches.get(member.id) ?? 0, filters)}
                      </a>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}

        <Pagination page={listing.info.page} pageCount={listing.info.pageCount} hrefOf={here} />
        {listing.info.total > DIRECTORY_BROWSABLE ? (
          <p className="mx-auto mt-4 max-w-prose text-center text-sm text-muted">
            {plural(t, 'marketplace.directory.browsable', DIRECTORY_BROWSABLE)}
          </p>
        ) : null}
        <CompareTraySlot url={url} />

        {children.length > 0 ? (
          <section className="mt-12" aria-labelledby="directory-activities">
            <h2 id="directory-activities" className="text-xl font-semibold text-ink">
              {t('marketplace.directory.activities')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {children.map((child) => {
                const href = tagLink(
                  locale,
                  {
                    ...child,
                    parent:
                      listing.tag?.kind === 'CATEGORY' ? { slug: listing.tag.slug } : { slug: category },
                  },
                  listing.city?.slug,
                );
                return href ? (
                  <li key={child.id}>
                    <a href={href} className={chipClass('small')}>
                      {child.label}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        ) : null}

        <section className="mt-12 rounded-2xl bg-brand-50 p-6" aria-labelledby="directory-why">
          <h2 id="directory-why" className="text-lg font-semibold text-ink">
            {t('marketplace.directory.why')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('marketplace.directory.whyText')}</p>
        </section>
      </div>
    </>
  );
}
