import type { Locale } from '../i18n/locales';
import { withQuery } from './link';

const seg = (value: string) => encodeURIComponent(value);

/**
 * Addresses of the embeddable badge and reviews widget (served by `src/edge/widget`); never
 * locale-prefixed: the language is `?lang=` so one snippet serves any page of the member's site.
 * @example widgetPaths.badge('acme', { lang: 'en-GB', theme: 'dark' }) // '/widget/acme/badge.svg?lang=en-GB&theme=dark'
 */
export const widgetPaths = {
  badge: (
    slug: string,
    query: { lang: Locale; theme?: 'light' | 'dark'; size?: 'small' | 'medium' | 'large' },
  ) => withQuery(`/widget/${seg(slug)}/badge.svg`, query),
  reviews: (slug: string, query: { lang: Locale; count?: number }) =>
    withQuery(`/widget/${seg(slug)}/reviews`, query),
};
