import { plural } from '../../../i18n/plural';
import type { Head, ScreenContext } from '../../../render/screen';
import { feedPaths } from '../../../routing/feed-paths';
import { organizationJsonLd } from '../../../ui/profile/json-ld';
import { formatRating } from '../../../ui/rating';
import type { RemovedProfile } from '../profile-guard';
import type { ReviewsData } from './load';

/** The head of a reviews page: title, canonical query (page), Organization with its reviews. */
export function reviewsHead(ctx: ScreenContext<unknown>, data: ReviewsData | RemovedProfile): Head {
  if (data.kind === 'removed') return { title: ctx.t('profile.removed.title'), noindex: true };
  const { member } = data;
  const page = new URL(ctx.url.pathname, ctx.url.origin).href;
  const filtered = Object.keys(data.query).length > 0;
  return {
    title: ctx.t('profile.meta.reviewsTitle', { name: member.name }),
    description: plural(ctx.t, 'profile.meta.description', member.reviewCount, {
      name: member.name,
      rating: formatRating(ctx.locale, member.averageRating),
    }),
    // Filtered lists are variations of the same page: keep them out of the index.
    noindex: filtered,
    feeds: [
      {
        title: ctx.t('widget.feeds.reviews', { name: member.name }),
        href: feedPaths.memberReviews(ctx.locale, member.slug),
      },
    ],
    jsonLd: [organizationJsonLd(member, page, member.reviews.items.slice(0, 10))],
  };
}
