import { fiveScale } from '../../../domain/rating';
import { writtenIn } from '../../../i18n/content-language';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import type { ModalReview, ReviewModalProps } from '../../../islands/review-modal';
import { reviewAuthor, reviewTitle } from '../../../ui/cards/review-author';
import { reviewHref } from '../../../ui/cards/review-cards';
import { reviewText } from '../../../ui/cards/review-parts';
import type { ReviewCardData } from '../../../ui/cards/types';
import { contentLang } from '../../../ui/content-language';
import { formatRating } from '../../../ui/rating';

/** The review modal's props for a list page: each review's text, already translated. */
export function modalProps(
  reviews: readonly ReviewCardData[],
  t: Translate,
  locale: Locale,
  brand: string,
): ReviewModalProps {
  const items: ModalReview[] = reviews.map((review) => {
    const author = reviewAuthor(review, t, brand);
    return {
      id: review.id,
      href: reviewHref(locale, review),
      title: reviewTitle(review, author, t),
      author: author.name,
      role: [author.job, author.company].filter(Boolean).join(' · ') || null,
      rating: t('profile.cards.rating', { rating: formatRating(locale, review.rating) }),
      stars: fiveScale(review.rating),
      // The modal shows the whole quoted text; the card shows the 70-word excerpt.
      text: reviewText(review).slice(0, 4000),
      badge: t('profile.reference.authenticated', { brand, date: formatDate(locale, review.publishedAt) }),
      qualities: review.qualities.map((q) => q.label).filter((l): l is string => Boolean(l)),
      lang: contentLang(locale, review.textLang).lang,
      writtenIn: writtenIn(t, review.textLang),
    };
  });
  return {
    reviews: items,
    locale,
    labels: {
      rating: t('profile.cards.rating', { rating: '{{value}}' }),
      dialog: t('profile.modal.label'),
      previous: t('profile.modal.previous'),
      next: t('profile.modal.next'),
      close: t('profile.modal.close'),
      open: t('profile.modal.open'),
    },
  };
}
