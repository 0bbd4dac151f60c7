import { defineScreen } from '../../../render/screen';
import { reviewLink } from '../../../routing/link';
import { reviewAuthor, reviewTitle } from '../../../ui/cards/review-author';
import { organizationJsonLd, reviewJsonLd } from '../../../ui/profile/json-ld';
import { profileStatus } from '../profile-guard';
import { loadReference } from './load';
import { ReferenceView } from './reference-view';

/** Screen 'profil-slug-reference-id': one reference or review of a member. */
export const screen = defineScreen('profil-slug-reference-id', {
  layout: 'marketplace',
  load: loadReference,
  status: profileStatus,
  // An older link by the contact's public id lands on the review's own address.
  redirect: (data, { locale, params }) =>
    data.kind === 'active' && data.review.id !== params.id
      ? reviewLink(locale, { publicId: data.review.id, owner: { slug: params.slug } })
      : null,
  head: ({ t, url }, data) => {
    if (data.kind === 'removed') return { title: t('profile.removed.title'), noindex: true };
    const { member, review, chrome } = data;
    const title = reviewTitle(review, reviewAuthor(review, t, chrome.brand), t);
    const profile = new URL(url.pathname.replace(/\/reference\/.*$/, ''), url.origin).href;
    return {
      title: t('profile.meta.referenceTitle', { title, name: member.name }),
      description: (review.testimony?.highlight || review.description || title).slice(0, 160),
      ogType: 'article',
      jsonLd: [
        { ...organizationJsonLd(member, profile), review: undefined },
        {
          '@context': 'https://schema.org',
          ...reviewJsonLd(review, title),
          itemReviewed: { '@type': 'Organization', name: member.name, url: profile },
        },
      ],
    };
  },
  Component: ReferenceView,
});
