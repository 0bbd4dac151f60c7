import { ArticleCard } from '../cards/article-card';
import { BlockSection } from './section';
import type { BlockProps } from './types';

/** MEDIA_LAST_ARTICLES: the latest articles as cards. */
export function MediaLastArticlesBlock({ block, context }: BlockProps) {
  const articles = context.articles ?? [];
  if (articles.length === 0) return null;
  return (
    <BlockSection kind="MEDIA_LAST_ARTICLES" title={block.title} description={block.description}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.slice(0, 6).map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
