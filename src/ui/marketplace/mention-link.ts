import { currentPeriod, periodSlug } from '../../domain/periods';
import type { Locale } from '../../i18n/locales';
import { link } from '../../routing/link';
import type { MentionLinker } from '../rich-text';

/**
 * Links rich-text mentions by entity kind (spec section 2): members to their profile, tags to the
 * directory, articles and authors' articles, buyers to their page, a review to its reference page
 * (`slug` is its owner's), the `LEADERBOARD` page to the live ranking's method. Other kinds stay
 * plain text.
 */
export function mentionLinker(locale: Locale): MentionLinker {
  return function linkMention({ kind, slug, id }) {
    if (!slug) return null;
    switch (kind) {
      case 'MEMBER':
        return link(locale, 'profil-slug', { slug });
      case 'TAG':
        return link(locale, 'membres-category-slug-geography', { category: 'services', slug });
      case 'ARTICLE':
        return link(locale, 'articles-slug', { slug });
      case 'BUYER':
        return link(locale, 'membres-clients-slug', { slug, id });
      case 'REVIEW':
        return id ? link(locale, 'profil-slug-reference-id', { slug, id }) : null;
      case 'PAGE':
        return slug === 'LEADERBOARD'
          ? `${link(locale, 'membres-leaderboards-slug', { slug: periodSlug(currentPeriod('weekly')) })}#ranking-method`
          : null;
      default:
        return null;
    }
  };
}
