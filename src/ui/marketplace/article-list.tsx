import { useI18n } from '../../i18n/i18n-context';
import { link } from '../../routing/link';
import { ArticleCard, type ArticleCardData } from '../cards/article-card';
import { gridImageLoading } from '../img';

/** An article of a list: the card's fields (its link is built here) and its tags. */
export interface ArticleListItem extends Omit<ArticleCardData, 'href'> {
  id: string;
  slug: string;
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
          <ArticleCard
            article={{ ...article, href: link(locale, 'articles-slug', { slug: article.slug }) }}
            headingLevel={2}
            {...gridImageLoading(index)}
          />
        </li>
      ))}
    </ul>
  );
}
