import type { Locale } from '../i18n/locales';
import { link, localePath } from './link';

/**
 * The Atom feed addresses of a locale (served by `src/edge/feeds`), for pages' head links.
 * @example feedPaths.memberReviews('en-GB', 'acme') // '/en-GB/profil/acme/reviews/feed.xml'
 */
export const feedPaths = {
  articles: (locale: Locale) => localePath(locale, '/articles/feed.xml'),
  memberReviews: (locale: Locale, slug: string) =>
    `${link(locale, 'profil-slug-reviews', { slug })}/feed.xml`,
};
