import { query } from '../../../graphql/client';
import { notFound } from '../../../http/errors';
import { formatDate } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { defineScreen } from '../../../render/screen';
import { link } from '../../../routing/link';
import { Avatar } from '../../../ui/avatar';
import { MemberHighlightedCard } from '../../../ui/cards/member-cards';
import { contentLang, WrittenIn } from '../../../ui/content-language';
import { CoverImage } from '../../../ui/cover-image';
import { articleJsonLd } from '../../../ui/marketplace/json-ld';
import { mentionLinker } from '../../../ui/marketplace/mention-link';
import { PageHeader } from '../../../ui/marketplace/page-header';
import { RichText } from '../../../ui/rich-text';

interface ArticleData {
  article: NonNullable<Awaited<ReturnType<typeof query<'Article'>>>['article']>;
  brand: string;
}

function ArticleView({ data }: { data: ArticleData }) {
  const { locale, t } = useI18n();
  const { article } = data;
  const lang = contentLang(locale, article.textLang);
  return (
    <article>
      <PageHeader
        title={<span {...lang}>{article.title}</span>}
        lead={article.excerpt ? <span {...lang}>{article.excerpt}</span> : null}
        breadcrumb={{
          label: t('marketplace.common.breadcrumb'),
          items: [
            { label: t('marketplace.articles.title'), href: link(locale, 'articles', {}) },
            { label: article.title ?? '' },
          ],
        }}
      >
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-muted">
          {article.author ? (
            <span className="flex items-center gap-2">
              <Avatar
                name={article.author.name}
                src={article.author.avatar?.url}
                size="md"
                decorative
                loading="eager"
              />
              <span className="font-medium text-ink">
                {t('marketplace.articles.byAuthor', { name: article.author.name })}
              </span>
            </span>
          ) : null}
          <time dateTime={article.publishedAt}>
            {t('marketplace.articles.publishedOn', { date: formatDate(locale, article.publishedAt) })}
          </time>
        </div>
        {article.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('marketplace.articles.tags')}>
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <a
                  href={link(locale, 'articles-tags-slug', { slug: tag.slug })}
                  className="inline-flex rounded-full border border-line-strong bg-white px-3 py-1 text-sm text-ink hover:border-brand-700"
                >
                  {tag.label ?? tag.slug}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <CoverImage
          cover={article.cover}
          width={768}
          height={432}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mb-8 aspect-video w-full rounded-2xl object-cover"
        />
        <WrittenIn lang={article.textLang} className="mb-4" />
        <RichText
          lang={lang.lang}
          content={article.body}
          linkMention={mentionLinker(locale)}
          className="prose prose-stone max-w-none sm:prose-lg prose-headings:text-ink prose-a:text-brand-700 prose-a:decoration-brand-300 prose-a:underline-offset-2 hover:prose-a:decoration-brand-700 prose-blockquote:border-brand-500 prose-strong:text-ink"
        />
        {article.author?.bio ? (
          <aside
            className="mt-12 flex gap-4 rounded-2xl bg-canvas p-6"
            aria-label={t('marketplace.articles.author')}
          >
            <Avatar name={article.author.name} src={article.author.avatar?.url} size="xl" decorative />
            <div>
              <p className="font-semibold text-ink">{article.author.name}</p>
              {article.author.jobTitle ? (
                <p className="text-sm text-muted">{article.author.jobTitle}</p>
              ) : null}
              <p className="mt-2 text-sm text-ink-soft">{article.author.bio}</p>
            </div>
          </aside>
        ) : null}
      </div>
      {article.members.length > 0 ? (
        <section className="container-page pb-12" aria-labelledby="article-members">
          <h2 id="article-members" className="text-xl font-semibold text-ink">
            {t('marketplace.articles.mentioned')}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {article.members.map((member) => (
              <li key={member.id}>
                <MemberHighlightedCard member={member} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** Screen 'articles-slug': one article, its structured body (never HTML), author and Article JSON-LD. */
export const screen = defineScreen('articles-slug', {
  layout: 'marketplace',
  // The article's row decides the status and the head; its body and mentions follow.
  lead: async ({ c, params, url }) => {
    const { article } = await query(c, 'ArticleLead', { slug: params.slug });
    if (!article) throw notFound(url.pathname);
    return { article, brand: c.get('config').BRAND_NAME };
  },
  load: async ({ c, params, url }) => {
    const { article } = await query(c, 'Article', { slug: params.slug });
    if (!article) throw notFound(url.pathname);
    return { article, brand: c.get('config').BRAND_NAME };
  },
  head: ({ locale, url }, lead) => ({
    title: lead.article.title ?? lead.article.slug,
    description: lead.article.excerpt ?? undefined,
    image: lead.article.cover?.url,
    ogType: 'article',
    jsonLd: [
      articleJsonLd({
        title: lead.article.title ?? lead.article.slug,
        description: lead.article.excerpt,
        url: new URL(link(locale, 'articles-slug', { slug: lead.article.slug }), url.origin).href,
        image: lead.article.cover ? new URL(lead.article.cover.url, url.origin).href : null,
        publishedAt: lead.article.publishedAt,
        updatedAt: lead.article.updatedAt,
        authorName: lead.article.author?.name,
        publisher: lead.brand,
      }),
    ],
  }),
  Component: ArticleView,
});
