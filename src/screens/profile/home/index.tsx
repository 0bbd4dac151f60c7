import { formatNumber, ONE_DECIMAL } from '../../../i18n/format';
import { plural } from '../../../i18n/plural';
import { defineScreen } from '../../../routing/screen';
import { organizationJsonLd } from '../../../ui/profile/json-ld';
import { HomeView, homeFaq } from './home-view';
import { homeStatus, loadHome } from './load';

/** Screen 'profil-slug': the member profile home (spec section 2), with the contact form. */
export const screen = defineScreen('profil-slug', {
  layout: 'profile',
  load: loadHome,
  status: homeStatus,
  head: ({ t, url, locale }, data) => {
    if (data.kind === 'removed') return { title: t('profile.removed.title'), noindex: true };
    const { member } = data;
    const rating =
      member.averageRating == null ? '–' : formatNumber(locale, member.averageRating / 2, ONE_DECIMAL);
    const page = new URL(url.pathname, url.origin).href;
    return {
      title: t('profile.meta.title', { name: member.name }),
      description:
        member.shortDescription ||
        plural(t, 'profile.meta.description', member.reviewCount, { name: member.name, rating }),
      image: member.logo?.url,
      ogType: 'profile',
      jsonLd: [
        organizationJsonLd(member, page, member.reviews.items.slice(0, 5)),
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: homeFaq(member, t, locale).map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        },
      ],
    };
  },
  Component: HomeView,
});
