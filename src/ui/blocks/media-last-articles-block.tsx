import { Img } from '../img';
import { BlockSection } from './section';
import type { BlockProps } from './types';

/** MEDIA_LAST_ARTICLES: the latest articles as cards. */
export function MediaLastArticlesBlock({ block, context }: BlockProps) {
  const articles = context.articles ?? [];
  if (articles.length === 0) return null;
  const date = new Intl.DateTimeFormat(context.locale, { dateStyle: 'long' });
  return (
    <BlockSection kind="MEDIA_LAST_ARTICLES" title={block.title} description={block.description}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.slice(0, 6).map((article) => (
          <li key={article.id}>
            <a
              href={article.href}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {article.cover ? (
                <Img
                  src={article.cover.url}
                  alt=""
                  width={400}
                  height={225}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-video w-full object-cover"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="aspect-video w-full bg-gradient-to-br from-brand-100 to-slate-100"
                />
              )}
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs text-muted">
                  <time dateTime={article.publishedAt}>{safeDate(date, article.publishedAt)}</time>
                  {article.author ? ` · ${article.author.name}` : ''}
                </p>
                <h3 className="mt-2 text-lg font-semibold text-ink group-hover:text-brand-800">
                  {article.title}
                </h3>
                {article.excerpt ? (
                  <p className="mt-2 line-clamp-3 text-sm text-muted">{article.excerpt}</p>
                ) : null}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

function safeDate(format: Intl.DateTimeFormat, value: string): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? '' : format.format(parsed);
}
