import { query } from '../../../graphql/client';
import { useI18n } from '../../../i18n/i18n-context';
import { plural } from '../../../i18n/plural';
import { defineScreen } from '../../../render/screen';
import { buyerLink, link } from '../../../routing/link';
import { assertPageExists, canonicalPageQuery, pageQuery, requestedPage } from '../../../routing/list-page';
import { Avatar } from '../../../ui/avatar';
import { PageHeader } from '../../../ui/marketplace/page-header';
import { Pagination } from '../../../ui/pagination';

type BuyersData = Awaited<ReturnType<typeof query<'Buyers'>>>['buyers'];

function BuyersView({ data }: { data: BuyersData }) {
  const { locale, t } = useI18n();
  return (
    <>
      <PageHeader title={t('marketplace.buyers.title')} lead={t('marketplace.buyers.description')} />
      <div className="container-page py-8">
        {data.items.length === 0 ? (
          <p className="text-center text-muted">{t('marketplace.common.noData')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((buyer) => (
              <li
                key={buyer.id}
                className="relative flex items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-600"
              >
                <Avatar name={buyer.name} src={buyer.logo?.url} size="lg" square decorative border="light" />
                <div className="min-w-0">
                  <a
                    href={buyerLink(locale, { slug: buyer.slug, publicId: buyer.id })}
                    className="block truncate font-semibold text-ink after:absolute after:inset-0"
                  >
                    {buyer.name}
                  </a>
                  <p className="text-sm text-muted">
                    {plural(t, 'marketplace.buyers.written', buyer.reviewCount)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={data.info.page}
          pageCount={data.info.pageCount}
          hrefOf={(page) => link(locale, 'membres-clients', {}, pageQuery(page))}
        />
      </div>
    </>
  );
}

/** Screen 'membres-clients': the client companies that wrote reviews. */
export const screen = defineScreen('membres-clients', {
  layout: 'marketplace',
  load: async ({ c, url }) => {
    const page = requestedPage(url);
    const { buyers } = await query(c, 'Buyers', { page });
    assertPageExists(page, buyers.info.pageCount, url.pathname);
    return buyers;
  },
  head: ({ t }, data) => ({
    title: t('marketplace.buyers.title'),
    description: t('marketplace.buyers.description'),
    canonicalQuery: canonicalPageQuery(data.info.page),
  }),
  Component: BuyersView,
});
