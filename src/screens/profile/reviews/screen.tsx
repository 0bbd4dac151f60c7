import { plural } from '../../../i18n/plural';
import type { Head, ScreenContext } from '../../../render/screen';
import { feedPaths } from '../../../routing/feed-paths';
import { organizationJsonLd } from '../../../ui/profile/json-ld';
import { formatRating } from '../../../ui/rating';
import { type ProfileLead, profileLead, type RemovedProfile, removedHead } from '../profile-guard';
import { readFilters } from './filters';
import type { ReviewsData } from './load';

/**
 * The lead of a reviews page (`Screen.lead`): the member's row, beside the list. A later page or
 * a filtered list waits for the list, whose count tells whether the page exists (404 past it).
 */
export async function reviewsLead(
  ctx: ScreenContext<{ slug: string; number?: number }>,
  data: Promise<ReviewsData | RemovedProfile>,
): Promise<ProfileLead> {
  const filtered = Object.keys(readFilters(ctx.url).query).length > 0;
  if ((ctx.params.number ?? 1) === 1 && !filtered) return profileLead(ctx);
  const loaded = await data;
  return { kind: loaded.kind, member: loaded.member } as ProfileLead;
}

/** The head of a reviews page: title, description, feeds; filtered lists stay out of the index. */
export function reviewsHead(ctx: ScreenContext<unknown>, lead: ProfileLead): Head {
  if (lead.kind === 'removed') return removedHead(ctx.t);
  const { member } = lead;
  const filtered = Object.keys(readFilters(ctx.url).query).length > 0;
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
  };
}

/** The structured data of a reviews page: the Organization with the page's reviews. */
export function reviewsJsonLd(ctx: ScreenContext<unknown>, data: ReviewsData | RemovedProfile) {
  if (data.kind === 'removed') return [];
  const page = new URL(ctx.url.pathname, ctx.url.origin).href;
  return [organizationJsonLd(data.member, page, data.member.reviews.items.slice(0, 10))];
}
