import { labelOf, type Translate } from '../../i18n/translate';
import type { ReviewCardData } from './types';

/** Who a card names as the author of a review, already worded for display. */
export interface ReviewAuthor {
  kind: 'contact' | 'masked' | 'none';
  name: string | null;
  job: string | null;
  company: string | null;
  avatar: string | null;
  /** For masked authors: the sentence saying the product authenticated them. */
  stated: string | null;
}

// One log line per review, not one per card render: the same review appears on several cards.
const logged = new Set<string>();

/**
 * The author block of a review: the contact; or, when anonymised, a masked company (with its
 * sector when known) and a masked identity, both stated as authenticated. A review with no
 * account and no anonymisation logs an error once and shows no account (spec section 8).
 */
export function reviewAuthor(review: ReviewCardData, t: Translate, brand: string): ReviewAuthor {
  if (review.anonymised) {
    const sector = review.masked?.sector ? labelOf(t, 'profile.sectors', review.masked.sector) : '';
    return {
      kind: 'masked',
      name: t('profile.reference.maskedPerson'),
      job: review.masked?.jobTitle ?? null,
      company: sector
        ? t('profile.reference.maskedCompanySector', { sector })
        : t('profile.reference.maskedCompany'),
      avatar: null,
      stated: t('profile.reference.maskedStated', { brand }),
    };
  }
  if (review.contact) {
    return {
      kind: 'contact',
      name: review.contact.fullName,
      job: review.contact.jobTitle ?? null,
      company: review.buyer?.name ?? null,
      avatar: review.contact.avatar?.url ?? null,
      stated: null,
    };
  }
  if (!logged.has(review.id)) {
    logged.add(review.id);
    console.error(JSON.stringify({ level: 'error', message: 'review has no account', review: review.id }));
  }
  return {
    kind: 'none',
    name: null,
    job: null,
    company: review.buyer?.name ?? null,
    avatar: null,
    stated: null,
  };
}

/**
 * The title of a review; an untitled one falls back to 'person, job at company recommends owner'
 * in the visitor's language (spec section 3, anonymised display).
 */
export function reviewTitle(review: ReviewCardData, author: ReviewAuthor, t: Translate): string {
  const own = review.title?.trim();
  if (own) return own;
  return t('profile.reference.fallbackTitle', {
    person: author.kind === 'contact' && author.name ? author.name : t('profile.reference.somebody'),
    job: author.job || t('profile.reference.someJob'),
    company: author.company || t('profile.reference.someCompany'),
    owner: review.owner.name,
  });
}
