import { labelOf, type Translate } from '../i18n/translate';

/** A review as the badge's widget, the comparison page and the feeds read it (`EmbedReview`). */
export interface EmbedReviewData {
  id: string;
  publishedAt: string;
  rating: number;
  title?: string | null;
  description?: string | null;
  anonymised: boolean;
  testimony?: { highlight?: string | null } | null;
  contact?: { fullName: string; jobTitle?: string | null } | null;
  buyer?: { name: string } | null;
  masked?: { sector?: string | null; jobTitle?: string | null } | null;
}

/**
 * Who wrote a review, in one line: the contact (job, company), or for an anonymised review the
 * masked person and sector as the profile words them.
 * @example embedAuthor(review, t) // 'Ada Lovelace, Directrice technique · Globex'
 */
export function embedAuthor(review: EmbedReviewData, t: Translate): string {
  if (review.anonymised) {
    const sector = review.masked?.sector ? labelOf(t, 'profile.sectors', review.masked.sector) : '';
    const company = sector
      ? t('profile.reference.maskedCompanySector', { sector })
      : t('profile.reference.maskedCompany');
    return [t('profile.reference.maskedPerson'), review.masked?.jobTitle, company]
      .filter(Boolean)
      .join(' · ');
  }
  const person = review.contact
    ? [review.contact.fullName, review.contact.jobTitle].filter(Boolean).join(', ')
    : '';
  return [person, review.buyer?.name].filter(Boolean).join(' · ');
}

/** The words a short review block shows: its title, else its highlight, else its description. */
export function embedText(review: EmbedReviewData): { title: string; body: string } {
  const title = review.title?.trim() || review.testimony?.highlight?.trim() || '';
  const body =
    review.description?.trim() ||
    (title === review.title?.trim() ? review.testimony?.highlight?.trim() : '') ||
    '';
  return { title, body };
}
