import { EARLIEST_YEAR, periodSlug } from '../../domain/periods';
import { query } from '../../graphql/client';
import { notFound } from '../../http/errors';
import { useI18n } from '../../i18n/i18n-context';
import { labelOf } from '../../i18n/translate';
import { defineScreen } from '../../render/screen';
import { link } from '../../routing/link';
import { MemberMegaPillCard } from '../../ui/cards/member-cards';
import { rowImageLoading } from '../../ui/img';
import { ChipNav } from '../../ui/marketplace/chip-nav';
import { itemListJsonLd } from '../../ui/marketplace/json-ld';
import { medalLabel } from '../../ui/marketplace/medal';
import { PageHeader } from '../../ui/marketplace/page-header';

interface TrustawardsData {
  year: number;
  winners: Awaited<ReturnType<typeof query<'Trustawards'>>>['trustawards'];
}

/** Editions that exist: 2019 up to last year (the current year has no winners yet). */
const editions = () => {
  const last = new Date().getUTCFullYear() - 1;
  return Array.from({ length: last - EARLIEST_YEAR + 1 }, (_, index) => last - index);
};

function TrustawardsView({ data }: { data: TrustawardsData }) {
  const { locale, t } = useI18n();
  return (
    <>
      <PageHeader
        title={t('marketplace.trustawards.title', { year: data.year })}
        lead={t('marketplace.trustawards.description')}
      >
        <ChipNav
          label={t('marketplace.trustawards.years')}
          size="large"
          chips={editions().map((year) => ({
            key: year,
            href: link(locale, 'membres-trustawards-year', { year }),
            label: String(year),
            current: year === data.year,
          }))}
        />
      </PageHeader>
      <div className="container-page grid grid-cols-1 gap-8 py-8 lg:grid-cols-2">
        {data.winners.map((group, groupIndex) => (
          <section
            key={group.category}
            aria-labelledby={`winners-${group.category}`}
            className="rounded-2xl border border-line bg-white p-5 shadow-sm"
          >
            <h2 id={`winners-${group.category}`} className="text-lg font-semibold text-ink">
              {labelOf(t, 'marketplace.categories', group.category)}
            </h2>
            {group.entries.length === 0 ? (
              <p className="mt-3 text-sm text-muted">{t('marketplace.trustawards.empty')}</p>
            ) : (
              <ol className="mt-4 space-y-3">
                {group.entries.map((entry) => (
                  <MemberMegaPillCard
                    key={entry.member.slug}
                    member={entry.member}
                    position={entry.position}
                    points={entry.points}
                    // The first two categories are a desktop's first screen, side by side.
                    loading={rowImageLoading(groupIndex, 2)}
                    badge={medalLabel(t, entry.position)}
                  />
                ))}
              </ol>
            )}
            <a
              href={link(locale, 'membres-leaderboards-slug', {
                slug: [
                  ...periodSlug({ kind: 'yearly', year: data.year, number: 0 }),
                  group.category.replace(/_/g, '-'),
                ],
              })}
              className="mt-4 inline-block text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {t('marketplace.trustawards.ranking', { year: data.year })}
            </a>
          </section>
        ))}
      </div>
    </>
  );
}

/** Screen 'membres-trustawards-year': the top 3 of each category's yearly ranking; last year by default. */
export const screen = defineScreen('membres-trustawards-year', {
  layout: 'marketplace',
  // The year is the address's: the head leaves before the rankings are read.
  lead: async ({ params, url }) => ({ year: editionYear(params.year, url) }),
  load: async ({ c, params, url }) => {
    const year = editionYear(params.year, url);
    const { trustawards: winners } = await query(c, 'Trustawards', { year });
    return { year, winners };
  },
  head: ({ t }, lead) => ({
    title: t('marketplace.trustawards.title', { year: lead.year }),
    description: t('marketplace.trustawards.description'),
  }),
  jsonLd: ({ t, locale, url }, data) => [
    itemListJsonLd(
      t('marketplace.trustawards.title', { year: data.year }),
      data.winners
        .flatMap((group) => group.entries)
        .map((entry, index) => ({
          position: index + 1,
          name: entry.member.name,
          url: new URL(link(locale, 'profil-slug', { slug: entry.member.slug }), url.origin).href,
        })),
    ),
  ],
  Component: TrustawardsView,
});

/** The edition a page shows: last year by default; this year's ranking is still live (404). */
function editionYear(asked: number | undefined, url: URL): number {
  // The route accepts 2019..this year.
  const year = asked ?? new Date().getUTCFullYear() - 1;
  if (year >= new Date().getUTCFullYear()) throw notFound(url.pathname);
  return year;
}
