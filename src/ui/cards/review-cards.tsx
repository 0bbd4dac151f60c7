import { useI18n } from '../../i18n/i18n-context';
import { type link, reviewLink } from '../../routing/link';
import { Avatar } from '../avatar';
import { contentLang, WrittenIn } from '../content-language';
import type { ImgProps } from '../img';
import { ProjectFactsList } from '../project-facts';
import { ChipList } from './capped-list';
import { reviewAuthor, reviewTitle } from './review-author';
import { AuthenticatedBadge, AuthorLine, MediaMarkers, ReviewStars, reviewExcerpt } from './review-parts';
import type { ReviewCardData } from './types';

export interface ReviewCardProps {
  review: ReviewCardData;
  /** Brand named in the authenticated badge. */
  brand: string;
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** How the author's avatar loads: lazily, but eagerly in a list's first card. */
  loading?: ImgProps['loading'];
}

/** The reference page of a review: its owner's reference route with the review's own public id. */
export function reviewHref(locale: Parameters<typeof link>[0], review: ReviewCardData): string {
  return reviewLink(locale, { publicId: review.id, owner: review.owner });
}

/**
 * Review mega-pill: the full card of review lists (author, rating, title, 70-word excerpt,
 * qualities, media markers, authenticated badge). The whole card is one link to the reference
 * page; list pages mark it `data-review-link` so the review modal can open it in place.
 */
export function ReviewMegaPillCard({ review, brand, headingLevel = 3, loading }: ReviewCardProps) {
  const { t, locale } = useI18n();
  const author = reviewAuthor(review, t, brand);
  const title = reviewTitle(review, author, t);
  const text = reviewExcerpt(review);
  const Heading = `h${headingLevel}` as const;
  // The title is the author's own unless the review has none (then it is a sentence of ours).
  const ownTitle = Boolean(review.title?.trim());
  const lang = contentLang(locale, review.textLang);
  return (
    <article className="group relative flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition hover:border-primary hover:shadow-raised">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AuthorLine author={author} loading={loading} />
        <ReviewStars rating10={review.rating} />
      </div>
      <Heading
        className="text-base font-semibold leading-snug text-ink break-words hyphens-auto"
        {...(ownTitle ? lang : {})}
      >
        <a
          href={reviewHref(locale, review)}
          data-review-link={review.id}
          className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none group-focus-within:underline"
        >
          {title}
        </a>
      </Heading>
      {text ? (
        <p className="text-sm leading-relaxed text-ink-soft" {...lang}>
          {text}
        </p>
      ) : null}
      {ownTitle || text ? <WrittenIn lang={review.textLang} className="-mt-2" /> : null}
      <ProjectFactsList facts={review.project} compact />
      <ChipList
        labels={review.qualities.map((q) => q.label).filter((l): l is string => Boolean(l))}
        label={t('profile.reference.qualities')}
      />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <AuthenticatedBadge publishedAt={review.publishedAt} brand={brand} />
        <MediaMarkers review={review} />
      </div>
    </article>
  );
}

/**
 * Review quote: what the client said (the testimony's highlight, else a short excerpt), who said
 * it and about which provider, with the rating. The whole card links to the review's page.
 */
export function ReviewQuoteCard({ review, brand }: ReviewCardProps) {
  const { t, locale } = useI18n();
  const author = reviewAuthor(review, t, brand);
  const quote = review.testimony?.highlight || reviewExcerpt(review, 40) || review.title;
  const lang = contentLang(locale, review.textLang);
  return (
    <figure className="group relative flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition hover:border-brand-500 hover:shadow-raised">
      <div className="flex items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={review.owner.name} src={review.owner.logo?.url} size="md" square decorative />
          <a
            href={reviewHref(locale, review)}
            className="min-w-0 font-semibold text-ink break-words after:absolute after:inset-0 after:rounded-card"
          >
            {review.owner.name}
          </a>
        </span>
        <ReviewStars rating10={review.rating} />
      </div>
      {quote ? (
        <div className="flex flex-col gap-1">
          <blockquote className="line-clamp-5 text-pretty text-sm leading-relaxed text-ink-soft" {...lang}>
            <q>{quote}</q>
          </blockquote>
          <WrittenIn lang={review.textLang} />
        </div>
      ) : null}
      <figcaption className="mt-auto border-t border-line pt-3">
        <AuthorLine author={author} size="md" />
      </figcaption>
    </figure>
  );
}

/** Review inline: one line (avatar, name, rating, title) for sidebars and mentions. */
export function ReviewInlineCard({ review, brand }: ReviewCardProps) {
  const { t, locale } = useI18n();
  const author = reviewAuthor(review, t, brand);
  return (
    <a
      href={reviewHref(locale, review)}
      className="flex items-center gap-3 rounded-control px-2 py-1.5 text-sm hover:bg-stone-100"
    >
      {author.name ? <Avatar name={author.name} src={author.avatar} size="md" decorative /> : null}
      <span className="min-w-0 flex-1 truncate">
        <span
          className="font-semibold text-ink"
          {...(review.title ? contentLang(locale, review.textLang) : {})}
        >
          {reviewTitle(review, author, t)}
        </span>
      </span>
      <ReviewStars rating10={review.rating} />
    </a>
  );
}
