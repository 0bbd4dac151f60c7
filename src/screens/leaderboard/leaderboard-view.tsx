import { MEMBER_CATEGORIES, PERIOD_KINDS, RANKING_SORTS } from '../../domain/leaderboard';
import { currentPeriod, EARLIEST_YEAR, type Period, periodSlug, periodsUntil } from '../../domain/periods';
import { useI18n } from '../../i18n/i18n-context';
import { COMPARE_PARAM, readSelection } from '../../routing/compare-selection';
import { link } from '../../routing/link';
import { pageQuery } from '../../routing/list-page';
import { MemberMegaPillCard } from '../../ui/cards/member-cards';
import { EmptyState } from '../../ui/empty-state';
import { rowImageLoading } from '../../ui/img';
import { ChipNav } from '../../ui/marketplace/chip-nav';
import { ApplyButton, SortOptions } from '../../ui/marketplace/filter-controls';
import { medalLabel } from '../../ui/marketplace/medal';
import { PageHeader } from '../../ui/marketplace/page-header';
import { leaderboardTitle, periodLabel } from '../../ui/marketplace/period-label';
import { RankingMethod } from '../../ui/marketplace/ranking-method';
import { TrustawardsPromo } from '../../ui/marketplace/trustawards-promo';
import { Pagination } from '../../ui/pagination';
import { CompareToggle, CompareTraySlot } from '../compare/compare-toggle';
import type { LeaderboardData } from './load';

const selectClass =
  'mt-1 block w-full rounded-lg border border-line-strong bg-white px-3 py-2 text-sm text-ink focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';

/** The leaderboard page: tabs, live or historical ranking, sidebar (filters, method, Trustawards). */
export function LeaderboardView({ data, url }: { data: LeaderboardData; url: URL }) {
  const selection = readSelection(url.searchParams.get(COMPARE_PARAM));
  const { locale, t } = useI18n();
  const { period, category, sort, board } = data;
  const query = {
    category: category === 'all' ? undefined : category.replace(/_/g, '-'),
    sort: sort === 'points' ? undefined : sort,
  };
  const pathOf = (target: Period, extra: Record<string, string | number | undefined> = {}) =>
    link(locale, 'membres-leaderboards-slug', { slug: periodSlug(target) }, { ...query, ...extra });
  const live = currentPeriod(period.kind);
  const isLive = board.live;
  const label = periodLabel(period, locale, t);
  const recent = periodsUntil(period.kind, new Date())
    .reverse()
    .slice(0, period.kind === 'weekly' ? 12 : 24);
  const previous = previousPeriod(period);
  const next = isLive ? null : nextPeriod(period);
  const trustawardsYear = new Date().getUTCFullYear() - 1;

  return (
    <>
      <PageHeader
        title={leaderboardTitle(t, label, category)}
        lead={t('marketplace.leaderboard.description')}
      >
        <ChipNav
          label={t('marketplace.leaderboard.tabs')}
          size="large"
          chips={PERIOD_KINDS.map((kind) => ({
            key: kind,
            href: pathOf(currentPeriod(kind)),
            label: t(`marketplace.leaderboard.${kind}`),
            current: kind === period.kind,
          }))}
        />
      </PageHeader>

      <div className="container-page grid grid-cols-1 gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="ranking-title">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="ranking-title" className="flex items-center gap-2 text-xl font-semibold text-ink">
              {label}
              {isLive ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
                  {t('marketplace.leaderboard.live')}
                </span>
              ) : (
                <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
                  {t('marketplace.leaderboard.historical')}
                </span>
              )}
            </h2>
            <div className="flex items-center gap-2 text-sm">
              {previous ? (
                <a
                  href={pathOf(previous)}
                  className="rounded-full border border-line-strong bg-white px-3 py-1.5 text-ink hover:border-brand-700"
                  rel="prev"
                >
                  ← {periodLabel(previous, locale, t)}
                </a>
              ) : null}
              {next ? (
                <a
                  href={pathOf(next)}
                  className="rounded-full border border-line-strong bg-white px-3 py-1.5 text-ink hover:border-brand-700"
                  rel="next"
                >
                  {periodLabel(next, locale, t)} →
                </a>
              ) : null}
            </div>
          </div>
          {!isLive ? (
            <p className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm">
              <a
                href={pathOf(live)}
                className="font-semibold text-brand-800 underline underline-offset-2"
                data-testid="back-to-live"
              >
                {t('marketplace.leaderboard.backToLive')}
              </a>
            </p>
          ) : null}
          {board.entries.length === 0 ? (
            <EmptyState
              title={t(isLive ? 'marketplace.leaderboard.empty' : 'marketplace.leaderboard.emptyPast')}
            />
          ) : (
            <ol className="space-y-3">
              {board.entries.map((entry, index) => {
                // Sorted by rating or reviews, the numbers count that order: the points rank
                // (and its podium) would read as nonsense next to it.
                const position =
                  sort === 'points'
                    ? entry.position
                    : (board.info.page - 1) * board.info.pageSize + index + 1;
                return (
                  <MemberMegaPillCard
                    key={entry.member.slug}
                    // The row shows what the period counts (its points, rating and reviews), so
                    // an order by rating or by reviews reads in the numbers beside it.
                    member={{
                      ...entry.member,
                      averageRating: entry.averageRating,
                      reviewCount: entry.reviewCount,
                    }}
                    position={position}
                    points={entry.points}
                    loading={rowImageLoading(index)}
                    badge={
                      sort === 'points' && entry.position <= 3 ? medalLabel(t, entry.position) : undefined
                    }
                    action={<CompareToggle member={entry.member} selection={selection} url={url} />}
                  />
                );
              })}
            </ol>
          )}
          <Pagination
            page={board.info.page}
            pageCount={board.info.pageCount}
            hrefOf={(page) => pathOf(period, pageQuery(page))}
          />
          <CompareTraySlot url={url} />
        </section>

        <aside className="space-y-6" aria-label={t('marketplace.leaderboard.filters')}>
          <form
            method="get"
            action={link(locale, 'membres-leaderboards-slug', { slug: periodSlug(period) })}
            className="rounded-2xl border border-line bg-white p-5"
            data-leaderboard-filters=""
            data-auto-submit=""
          >
            <h2 className="text-base font-semibold text-ink">{t('marketplace.leaderboard.filters')}</h2>
            <label className="mt-4 block text-sm font-medium text-ink-soft">
              {t('marketplace.leaderboard.category')}
              <select
                name="category"
                defaultValue={category === 'all' ? '' : category.replace(/_/g, '-')}
                className={selectClass}
              >
                <option value="">{t('marketplace.leaderboard.all')}</option>
                {MEMBER_CATEGORIES.map((value) => (
                  <option key={value} value={value.replace(/_/g, '-')}>
                    {t(`marketplace.categories.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="mt-4 block text-sm font-medium text-ink-soft">
              {t('marketplace.leaderboard.sort')}
              <select name="sort" defaultValue={sort} className={selectClass}>
                <SortOptions values={RANKING_SORTS} namespace="marketplace.leaderboard" />
              </select>
            </label>
            <ApplyButton className="mt-4 w-full rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
          </form>

          <nav aria-labelledby="period-list" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="period-list" className="text-base font-semibold text-ink">
              {t('marketplace.leaderboard.period')}
            </h2>
            <ul className="mt-3 max-h-72 space-y-1 overflow-y-auto pr-1 text-sm">
              {recent.map((item) => {
                const active = item.year === period.year && item.number === period.number;
                return (
                  <li key={periodSlug(item).join('/')}>
                    <a
                      href={pathOf(item)}
                      aria-current={active ? 'page' : undefined}
                      className={`block rounded-lg px-3 py-1.5 hover:bg-brand-50 ${active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink-soft'}`}
                    >
                      {periodLabel(item, locale, t)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>

          <RankingMethod method={data.method} t={t} />
          <TrustawardsPromo
            year={trustawardsYear}
            href={link(locale, 'membres-trustawards-year', { year: trustawardsYear })}
            eventHref={link(locale, 'membres-trustawards-year', { year: trustawardsYear })}
            t={t}
          />
        </aside>
      </div>
    </>
  );
}

function previousPeriod(period: Period): Period | null {
  const max = { weekly: 52, monthly: 12, quarterly: 4, yearly: 0 }[period.kind];
  if (period.kind === 'yearly')
    return period.year > EARLIEST_YEAR ? { ...period, year: period.year - 1 } : null;
  if (period.number > 1) return { ...period, number: period.number - 1 };
  return period.year > EARLIEST_YEAR ? { ...period, year: period.year - 1, number: max } : null;
}

function nextPeriod(period: Period): Period | null {
  const max = { weekly: 52, monthly: 12, quarterly: 4, yearly: 0 }[period.kind];
  if (period.kind === 'yearly') return { ...period, year: period.year + 1 };
  return period.number < max
    ? { ...period, number: period.number + 1 }
    : { ...period, year: period.year + 1, number: 1 };
}
