import type { Locale } from '../../i18n/locales';
import { link } from '../../routing/link';
import type { MentionLinker } from '../rich-text';

/**
 * Links rich-text mentions by entity kind (spec section 2): members to their profile, tags to the
 * directory, articles and authors' articles, buyers to their page. Other kinds stay plain text.
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
        return null;
      default:
        return null;
    }
  };
}
