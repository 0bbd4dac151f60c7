import { query } from '../../../graphql/client';
import { notFound } from '../../../http/errors';
import { useI18n } from '../../../i18n/i18n-context';
import { plural } from '../../../i18n/plural';
import { labelOf } from '../../../i18n/translate';
import { defineScreen } from '../../../render/screen';
import { buyerLink, link } from '../../../routing/link';
import { assertPageExists, requestedPage } from '../../../routing/list-page';
import { Avatar } from '../../../ui/avatar';
import { ReviewMegaPillCard } from '../../../ui/cards/review-cards';
import { rowImageLoading } from '../../../ui/img';
import { PageHeader } from '../../../ui/marketplace/page-header';
import { Pagination } from '../../../ui/pagination';

interface BuyerData {
  buyer: NonNullable<Awaited<ReturnType<typeof query<'Buyer'>>>['buyer']>;
  brand: string;
}

function BuyerView({ data }: { data: BuyerData }) {
  const { locale, t } = useI18n();
  const { buyer } = data;
  const reviews = buyer.reviews;
  // A code outside the NACE sections has no name: show nothing rather than a raw letter.
  const sector = buyer.sector ? labelOf(t, 'profile.sectors', buyer.sector) : '';
  return (
    <>
      <PageHeader
        title={buyer.name}
        lead={plural(t, 'marketplace.buyers.written', buyer.reviewCount)}
        breadcrumb={{
          label: t('marketplace.common.breadcrumb'),
          items: [
            { label: t('marketplace.buyers.title'), href: link(locale, 'membres-clients', {}) },
            { label: buyer.name },
          ],
        }}
      >
        <div className="mt-4 flex items-center gap-3 text-sm text-muted">
          <Avatar
            name={buyer.name}
            src={buyer.logo?.url}
            size="xl"
            square
            decorative
            border="light"
            loading="eager"
          />
          {buyer.city?.name ? <span>{buyer.city.name}</span> : null}
          {sector ? <span>{t('marketplace.buyers.sector', { sector })}</span> : null}
        </div>
      </PageHeader>
      <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6" aria-labelledby="buyer-reviews">
        <h2 id="buyer-reviews" className="text-xl font-semibold text-ink">
          {t('marketplace.buyers.reviewsBy', { name: buyer.name })}
        </h2>
        {reviews.items.length === 0 ? (
          <p className="mt-4 text-muted">{t('marketplace.common.noData')}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {reviews.items.map((review, index) => (
              <li key={review.id}>
                <ReviewMegaPillCard
                  review={review}
                  brand={data.brand}
                  // A review card is most of a phone's first screen.
                  loading={rowImageLoading(index, 1)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={reviews.info.page}
          pageCount={reviews.info.pageCount}
          hrefOf={(page) =>
            `${buyerLink(locale, { slug: buyer.slug, publicId: buyer.id })}${page > 1 ? `&page=${page}` : ''}`
          }
        />
      </section>
    </>
  );
}

/** Screen 'membres-clients-slug': a buyer (slug plus `?id=`; the slug alone finds the one with most reviews) and the reviews it wrote. */
export const screen = defineScreen('membres-clients-slug', {
  layout: 'marketplace',
  // The company's row decides the status and the head (a later page waits for its count).
  lead: async ({ c, params, url }, data) => {
    if (requestedPage(url) > 1) return (await data).buyer;
    const { buyer } = await query(c, 'BuyerLead', { slug: params.slug, id: params.id });
    if (!buyer) throw notFound(url.pathname);
    return buyer;
  },
  load: async ({ c, params, url }) => {
    const page = requestedPage(url);
    const { buyer } = await query(c, 'Buyer', { slug: params.slug, id: params.id, page });
    if (!buyer) throw notFound(url.pathname);
    assertPageExists(page, buyer.reviews.info.pageCount, url.pathname);
    return { buyer, brand: c.get('config').BRAND_NAME };
  },
  head: ({ t }, buyer: { id: string; name: string }) => ({
    title: buyer.name,
    description: t('marketplace.buyers.reviewsBy', { name: buyer.name }),
    canonicalQuery: { id: buyer.id },
  }),
  Component: BuyerView,
});
