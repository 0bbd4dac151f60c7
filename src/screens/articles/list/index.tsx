import { query } from '../../../graphql/client';
import { notFound } from '../../../http/errors';
import { useI18n } from '../../../i18n/i18n-context';
import { feedPaths } from '../../../routing/feed-paths';
import { link } from '../../../routing/link';
import { defineScreen } from '../../../routing/screen';
import { ArticleList } from '../../../ui/marketplace/article-list';
import { PageHeader } from '../../../ui/marketplace/page-header';
import { Pagination } from '../../../ui/pagination';

type ArticlesData = Awaited<ReturnType<typeof query<'Articles'>>>['articles'];

function ArticlesView({ data }: { data: ArticlesData }) {
  const { locale, t } = useI18n();
  return (
    <>
      <PageHeader title={t('marketplace.articles.title')} lead={t('marketplace.articles.description')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <ArticleList items={data.items} />
        <Pagination
          page={data.info.page}
          pageCount={data.info.pageCount}
          hrefOf={(page) => link(locale, 'articles', {}, { page: page > 1 ? page : undefined })}
        />
      </div>
    </>
  );
}

/** Screen 'articles': every article, newest first. */
export const screen = defineScreen('articles', {
  layout: 'marketplace',
  load: async ({ c, url }) => {
    const pageParam = url.searchParams.get('page');
    const page = pageParam && /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 1;
    const { articles } = await query(c, 'Articles', { page });
    if (page > 1 && page > articles.info.pageCount) throw notFound(url.pathname);
    return articles;
  },
  head: ({ t, locale, c }, data) => ({
    feeds: [
      {
        title: t('widget.feeds.articles', { brand: c.var.config.BRAND_NAME }),
        href: feedPaths.articles(locale),
      },
    ],
    title: t('marketplace.articles.title'),
    description: t('marketplace.articles.description'),
    canonicalQuery: data.info.page > 1 ? { page: String(data.info.page) } : undefined,
  }),
  Component: ArticlesView,
});
