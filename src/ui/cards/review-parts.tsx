import { excerpt } from '../../domain/excerpt';
import { fiveScale } from '../../domain/rating';
import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { Avatar, type AvatarProps } from '../avatar';
import { Rating } from '../rating';
import type { ReviewAuthor } from './review-author';
import type { ReviewCardData } from './types';

/** The text a card quotes: the testimony's highlight or verbatim, else the description. */
export function reviewText(review: ReviewCardData): string {
  return review.testimony?.highlight || review.testimony?.verbatim || review.description || '';
}

/** The review's excerpt: 70 words then ' ...' (spec section 9). */
export function reviewExcerpt(review: ReviewCardData, words?: number): string {
  const text = reviewText(review);
  return text ? excerpt(text, words) : '';
}

/** Stars out of 5 with the one-decimal value and an accessible sentence. */
export function ReviewStars({ rating10, size = 'sm' }: { rating10: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t, locale } = useI18n();
  return (
    <Rating
      value={fiveScale(rating10)}
      locale={locale}
      size={size}
      label={t('profile.cards.rating', { rating: '{{value}}' })}
    />
  );
}

/** Avatar, name, job and company of the author; a masked author says it was authenticated. */
export function AuthorLine({
  author,
  size = 'lg',
  loading,
}: {
  author: ReviewAuthor;
  size?: 'md' | 'lg' | 'reg';
  loading?: AvatarProps['loading'];
}) {
  if (author.kind === 'none' && !author.company) return null;
  const role = [author.job, author.company].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 items-center gap-3">
      {author.name ? (
        <Avatar name={author.name} src={author.avatar} size={size} decorative loading={loading} />
      ) : null}
      <div className="min-w-0 text-sm leading-snug">
        {author.name ? <p className="break-words font-semibold text-ink">{author.name}</p> : null}
        {role ? <p className="line-clamp-2 break-words text-muted">{role}</p> : null}
        {author.stated ? (
          <p className="flex items-center gap-1 text-xs font-medium text-brand-700">
            <CheckIcon />
            {author.stated}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** 'Review authenticated by {brand} on {date}', the badge every review carries. */
export function AuthenticatedBadge({ publishedAt, brand }: { publishedAt: string; brand: string }) {
  const { t, locale } = useI18n();
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-medium text-brand-700">
      <CheckIcon />
      {t('profile.reference.authenticated', { brand, date: formatDate(locale, publishedAt) })}
    </p>
  );
}

/** Video, case study and testimony markers of a review. */
export function MediaMarkers({ review }: { review: ReviewCardData }) {
  const { t } = useI18n();
  const markers = [
    review.hasVideo ? t('profile.cards.video') : null,
    review.hasCaseStudy ? t('profile.cards.caseStudy') : null,
  ].filter((value): value is string => Boolean(value));
  if (markers.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {markers.map((marker) => (
        <li
          key={marker}
          className="rounded-md border border-line px-2 py-0.5 text-2xs font-semibold uppercase tracking-wide text-ink-soft"
        >
          {marker}
        </li>
      ))}
    </ul>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.2 1 2.8 2.6 1.6-.8 2.9.8 2.9-2.6 1.6-1 2.8-3-.2L12 22l-2.4-1.8-3 .2-1-2.8-2.6-1.6.8-2.9-.8-2.9 2.6-1.6 1-2.8 3 .2z"
      />
      <path
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M8 12.3l2.7 2.7L16.2 9.5"
      />
    </svg>
  );
}
