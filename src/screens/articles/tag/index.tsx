import { query } from '../../../graphql/client';
import { notFound } from '../../../http/errors';
import { useI18n } from '../../../i18n/i18n-context';
import { defineScreen } from '../../../render/screen';
import { link } from '../../../routing/link';
import { assertPageExists, canonicalPageQuery, pageQuery, requestedPage } from '../../../routing/list-page';
import { ArticleList } from '../../../ui/marketplace/article-list';
import { PageHeader } from '../../../ui/marketplace/page-header';
import { Pagination } from '../../../ui/pagination';

type TagData = Awaited<ReturnType<typeof query<'ArticlesByTag'>>> & {
  articleTag: NonNullable<Awaited<ReturnType<typeof query<'ArticlesByTag'>>>['articleTag']>;
};

function ArticlesByTagView({ data }: { data: TagData }) {
  const { locale, t } = useI18n();
  const label = data.articleTag.label ?? data.articleTag.slug;
  return (
    <>
      <PageHeader
        title={t('marketplace.articles.tagTitle', { label })}
        breadcrumb={{
          label: t('marketplace.common.breadcrumb'),
          items: [{ label: t('marketplace.articles.title'), href: link(locale, 'articles', {}) }, { label }],
        }}
      />
      <div className="container-page py-8">
        <ArticleList items={data.articles.items} />
        <Pagination
          page={data.articles.info.page}
          pageCount={data.articles.info.pageCount}
          hrefOf={(page) =>
            link(locale, 'articles-tags-slug', { slug: data.articleTag.slug }, pageQuery(page))
          }
        />
      </div>
    </>
  );
}

/** Screen 'articles-tags-slug': articles of one topic; an unknown topic answers 404. */
export const screen = defineScreen('articles-tags-slug', {
  layout: 'marketplace',
  load: async ({ c, params, url }) => {
    const page = requestedPage(url);
    const data = await query(c, 'ArticlesByTag', { slug: params.slug, page });
    if (!data.articleTag) throw notFound(url.pathname);
    assertPageExists(page, data.articles.info.pageCount, url.pathname);
    return data as TagData;
  },
  head: ({ t }, data) => ({
    title: t('marketplace.articles.tagTitle', { label: data.articleTag.label ?? data.articleTag.slug }),
    canonicalQuery: canonicalPageQuery(data.articles.info.page),
  }),
  Component: ArticlesByTagView,
});
