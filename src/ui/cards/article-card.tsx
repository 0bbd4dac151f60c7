import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import type { LangCode } from '../../i18n/locales';
import { contentLang, WrittenIn } from '../content-language';
import { CoverImage } from '../cover-image';
import type { ImgProps } from '../img';
import { CardTitle } from './card-title';

export interface ArticleCardData {
  href: string;
  textLang?: LangCode | null;
  title?: string | null;
  excerpt?: string | null;
  publishedAt: string;
  cover?: { url: string } | null;
  author?: { name: string } | null;
}

/**
 * An article as a card: cover, date and author, title (the card's one link, stretched over it)
 * and excerpt, marked with the article's language. Used by the article lists and the home page.
 */
export function ArticleCard({
  article,
  headingLevel,
  priority = false,
  loading,
}: {
  article: ArticleCardData;
  headingLevel: 2 | 3;
  /** The first card of a page's first grid: its cover is the LCP image. */
  priority?: boolean;
  loading?: ImgProps['loading'];
}) {
  const { locale, t } = useI18n();
  const lang = contentLang(locale, article.textLang);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md">
      <CoverImage
        cover={article.cover}
        width={400}
        height={225}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        loading={loading}
        className="aspect-video w-full object-cover"
        placeholder="aspect-video w-full bg-gradient-to-br from-brand-100 to-brand-50"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs text-muted">
          <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time>
          {article.author ? ` · ${t('marketplace.articles.byAuthor', { name: article.author.name })}` : ''}
        </p>
        <CardTitle
          level={headingLevel}
          href={article.href}
          className="mt-2 text-lg font-semibold text-ink group-hover:text-brand-800"
          {...lang}
        >
          {article.title}
        </CardTitle>
        {article.excerpt ? (
          <p className="mt-2 line-clamp-3 text-sm text-ink-soft" {...lang}>
            {article.excerpt}
          </p>
        ) : null}
        <WrittenIn lang={article.textLang} className="mt-2" />
      </div>
    </article>
  );
}
