import { query } from '../../../graphql/client';
import { useI18n } from '../../../i18n/i18n-context';
import { defineScreen } from '../../../render/screen';
import { feedPaths } from '../../../routing/feed-paths';
import { link } from '../../../routing/link';
import { assertPageExists, canonicalPageQuery, pageQuery, requestedPage } from '../../../routing/list-page';
import { ArticleList } from '../../../ui/marketplace/article-list';
import { PageHeader } from '../../../ui/marketplace/page-header';
import { Pagination } from '../../../ui/pagination';

type ArticlesData = Awaited<ReturnType<typeof query<'Articles'>>>['articles'];

function ArticlesView({ data }: { data: ArticlesData }) {
  const { locale, t } = useI18n();
  return (
    <>
      <PageHeader title={t('marketplace.articles.title')} lead={t('marketplace.articles.description')} />
      <div className="container-page py-8">
        <ArticleList items={data.items} />
        <Pagination
          page={data.info.page}
          pageCount={data.info.pageCount}
          hrefOf={(page) => link(locale, 'articles', {}, pageQuery(page))}
        />
      </div>
    </>
  );
}

/** Screen 'articles': every article, newest first. */
export const screen = defineScreen('articles', {
  layout: 'marketplace',
  load: async ({ c, url }) => {
    const page = requestedPage(url);
    const { articles } = await query(c, 'Articles', { page });
    assertPageExists(page, articles.info.pageCount, url.pathname);
    return articles;
  },
  head: ({ t, locale, c }, data) => ({
    feeds: [
      {
        title: t('widget.feeds.articles', { brand: c.get('config').BRAND_NAME }),
        href: feedPaths.articles(locale),
      },
    ],
    title: t('marketplace.articles.title'),
    description: t('marketplace.articles.description'),
    canonicalQuery: canonicalPageQuery(data.info.page),
  }),
  Component: ArticlesView,
});
