import { plural } from '../../../i18n/plural';
import { defineScreen } from '../../../render/screen';
import { feedPaths } from '../../../routing/feed-paths';
import { faqPageJsonLd } from '../../../ui/faq-list';
import { organizationJsonLd } from '../../../ui/profile/json-ld';
import { formatRating } from '../../../ui/rating';
import { removedHead } from '../profile-guard';
import { HomeView, homeFaq } from './home-view';
import { homeStatus, leadHome, loadHome } from './load';

/** Screen 'profil-slug': the member profile home (spec section 2), with the contact form. */
export const screen = defineScreen('profil-slug', {
  layout: 'marketplace',
  lead: leadHome,
  load: loadHome,
  status: homeStatus,
  head: ({ t, locale }, lead) => {
    if (lead.kind === 'removed') return removedHead(t);
    const { member } = lead;
    const rating = formatRating(locale, member.averageRating);
    return {
      title: t('profile.meta.title', { name: member.name }),
      description:
        member.shortDescription ||
        plural(t, 'profile.meta.description', member.reviewCount, { name: member.name, rating }),
      image: member.logo?.url,
      ogType: 'profile',
      feeds: [
        {
          title: t('widget.feeds.reviews', { name: member.name }),
          href: feedPaths.memberReviews(locale, member.slug),
        },
      ],
    };
  },
  jsonLd: ({ t, url, locale }, data) => {
    if (data.kind === 'removed') return [];
    const { member } = data;
    const page = new URL(url.pathname, url.origin).href;
    return [
      organizationJsonLd(member, page, member.reviews.items.slice(0, 5)),
      faqPageJsonLd(homeFaq(member, t, locale)),
    ].filter((item) => item !== null);
  },
  Component: HomeView,
});
