import { fiveScale } from '../../domain/rating';
import type { ReviewCardData } from '../cards/types';

/**
 * Organization with AggregateRating and up to `reviews` Review items, for profile pages.
 * @example organizationJsonLd(member, 'https://site/profil/acme', reviews)
 */
export function organizationJsonLd(
  member: {
    name: string;
    averageRating?: number | null;
    reviewCount: number;
    logo?: { url: string } | null;
    website?: string | null;
  },
  url: string,
  reviews: readonly ReviewCardData[] = [],
  origin = new URL(url).origin,
) {
  const rating =
    member.averageRating == null || member.reviewCount === 0 ? null : fiveScale(member.averageRating);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: member.name,
    url,
    ...(member.logo ? { logo: new URL(member.logo.url, origin).href } : {}),
    ...(member.website ? { sameAs: [member.website] } : {}),
    ...(rating != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            bestRating: 5,
            worstRating: 0,
            ratingCount: member.reviewCount,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map((review) => reviewJsonLd(review)) } : {}),
  };
}

/** A Review item; an anonymised review names no person. */
export function reviewJsonLd(review: ReviewCardData, title?: string) {
  const author = !review.anonymised && review.contact ? review.contact.fullName : null;
  return {
    '@type': 'Review',
    datePublished: review.publishedAt.slice(0, 10),
    ...(title || review.title ? { name: title || review.title } : {}),
    reviewRating: { '@type': 'Rating', ratingValue: fiveScale(review.rating), bestRating: 5, worstRating: 0 },
    author: author
      ? { '@type': 'Person', name: author }
      : { '@type': 'Organization', name: review.buyer?.name ?? 'Anonymous' },
  };
}
