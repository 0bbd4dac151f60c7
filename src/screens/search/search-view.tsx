import { MAX_SEARCH_QUERY_LENGTH } from '../../domain/search-index';
import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { link } from '../../routing/link';
import { pageQuery } from '../../routing/list-page';
import { Button } from '../../ui/button';
import { MemberLogo } from '../../ui/cards/member-parts';
import { reviewHref } from '../../ui/cards/review-cards';
import { ReviewStars } from '../../ui/cards/review-parts';
import type { ReviewCardData } from '../../ui/cards/types';
import { EmptyState } from '../../ui/empty-state';
import { rowImageLoading } from '../../ui/img';
import { Highlighted } from '../../ui/marketplace/highlighted';
import { PageHeader } from '../../ui/marketplace/page-header';
import { SearchForm } from '../../ui/marketplace/search-form';
import { Pagination } from '../../ui/pagination';
import type { SearchData } from './load';

/** A page's ten member hits, two to a row on a desktop: all in its first screen at 1280 x 900. */
const FIRST_SCREEN_HITS = 10;

/** TrustSearch: one GET form, then member and review hits with the matched words marked. */
export function SearchView({ data }: { data: SearchData }) {
  const { locale, t } = useI18n();
  const { result } = data;
  const nothing = result && result.memberHits.length === 0 && result.reviewHits.length === 0;
  // Reviews found but no provider at all (the first page holds the best provider when there is one).
  const noProvider =
    result && result.info.page === 1 && result.memberHits.length === 0 && result.reviewHits.length > 0;
  const members = result && (result.memberHits.length > 0 || noProvider);
  return (
    <>
      <PageHeader
        title={result ? t('marketplace.search.resultsFor', { q: data.q }) : t('marketplace.search.heading')}
        lead={t('marketplace.search.intro')}
      >
        <SearchForm id="search-q" variant="page" defaultValue={data.q} />
      </PageHeader>
      <div className="container-page py-8">
        {data.tooLong ? (
          <p
            role="alert"
            className="rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {t('marketplace.search.tooLong', { max: MAX_SEARCH_QUERY_LENGTH })}
          </p>
        ) : null}
        {nothing ? (
          <EmptyState
            live
            title={t('marketplace.common.noResult')}
            hint={t('marketplace.search.noResultHint')}
            action={
              <Button
                href={link(locale, 'membres-category-slug-geography', { category: 'services' })}
                theme="secondary"
                size="md"
              >
                {t('shell.footer.directory')}
              </Button>
            }
          />
        ) : null}
        {members ? (
          <section aria-labelledby="search-members">
            <h2 id="search-members" className="text-xl font-semibold text-ink">
              {t('marketplace.search.members')}
            </h2>
            {noProvider ? (
              <p className="mt-2 text-ink-soft">{t('marketplace.directory.empty')}</p>
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {result.memberHits.map((hit, index) => (
                  <li
                    key={hit.member.id}
                    className="relative flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-600"
                  >
                    <MemberLogo
                      member={hit.member}
                      size="lg"
                      loading={rowImageLoading(index, FIRST_SCREEN_HITS)}
                    />
                    <div className="min-w-0">
                      <a
                        href={link(locale, 'profil-slug', { slug: hit.member.slug })}
                        className="font-semibold text-ink after:absolute after:inset-0"
                      >
                        <Highlighted text={hit.name} />
                      </a>
                      <Snippet text={hit.snippet} />
                      {hit.services.length > 0 ? (
                        <ul
                          className="mt-2 flex flex-wrap gap-1.5"
                          aria-label={t('marketplace.search.matchedServices')}
                        >
                          {hit.services.map((service) => (
                            <li
                              key={service}
                              className="rounded-full bg-primary-light75/60 px-2.5 py-0.5 text-xs font-medium text-primary-dark50"
                            >
                              <Highlighted text={service} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {result && result.reviewHits.length > 0 ? (
          <section aria-labelledby="search-reviews" className={members ? 'mt-10' : undefined}>
            <h2 id="search-reviews" className="text-xl font-semibold text-ink">
              {t('marketplace.search.reviews')}
            </h2>
            <ul className="mt-4 space-y-4">
              {result.reviewHits.map((hit) => (
                <li
                  key={hit.review.id}
                  className="relative rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-600"
                >
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <p className="text-sm text-muted">{hit.review.owner.name}</p>
                    <ReviewStars rating10={hit.review.rating} />
                  </div>
                  <a
                    href={reviewHref(locale, hit.review as ReviewCardData)}
                    className="mt-1 block font-semibold text-ink after:absolute after:inset-0"
                  >
                    <Highlighted text={hit.title ?? hit.review.title ?? hit.review.owner.name} />
                  </a>
                  <Snippet text={hit.snippet} />
                  <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm text-muted">
                    {hit.client ? (
                      <p>
                        <Highlighted text={t('marketplace.search.byClient', { client: hit.client })} />
                      </p>
                    ) : null}
                    <p>
                      <time dateTime={hit.review.publishedAt}>
                        {formatDate(locale, hit.review.publishedAt)}
                      </time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {result ? (
          <Pagination
            page={result.info.page}
            pageCount={result.info.pageCount}
            hrefOf={(page) =>
              link(locale, 'membres-search', { segments: [] }, { q: data.q, ...pageQuery(page) })
            }
          />
        ) : null}
      </div>
    </>
  );
}

/** A hit's matching passage, its matched words marked; nothing when the hit has none. */
function Snippet({ text }: { text?: string | null }) {
  return text ? (
    <p className="mt-1 text-sm text-ink-soft">
      <Highlighted text={text} />
    </p>
  ) : null;
}
