import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import type { LangCode } from '../../i18n/locales';
import { link } from '../../routing/link';
import { contentLang } from '../content-language';
import { Img } from '../img';

export interface ArticleListItem {
  id: string;
  slug: string;
  textLang?: LangCode | null;
  title?: string | null;
  excerpt?: string | null;
  publishedAt: string;
  cover?: { url: string } | null;
  author?: { name: string } | null;
  tags: { slug: string; label?: string | null }[];
}

/** A grid of article cards (article list and articles by tag). */
export function ArticleList({ items }: { items: ArticleListItem[] }) {
  const { locale, t } = useI18n();
  if (items.length === 0) return <p className="text-center text-muted">{t('marketplace.common.noResult')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((article, index) => (
        <li key={article.id}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md">
            {article.cover ? (
              <Img
                src={article.cover.url}
                alt=""
                width={400}
                height={225}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                priority={index === 0}
                className="aspect-video w-full object-cover"
              />
            ) : (
              <div
                aria-hidden="true"
                className="aspect-video w-full bg-gradient-to-br from-brand-100 to-brand-50"
              />
            )}
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs text-muted">
                <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time>
                {article.author
                  ? ` · ${t('marketplace.articles.byAuthor', { name: article.author.name })}`
                  : ''}
              </p>
              <h2
                className="mt-2 text-lg font-semibold text-ink group-hover:text-brand-800"
                {...contentLang(locale, article.textLang)}
              >
                <a
                  href={link(locale, 'articles-slug', { slug: article.slug })}
                  className="after:absolute after:inset-0"
                >
                  {article.title}
                </a>
              </h2>
              {article.excerpt ? (
                <p
                  className="mt-2 line-clamp-3 text-sm text-ink-soft"
                  {...contentLang(locale, article.textLang)}
                >
                  {article.excerpt}
                </p>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
