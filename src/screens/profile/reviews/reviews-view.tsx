import { useI18n } from '../../../i18n/i18n-context';
import { plural } from '../../../i18n/plural';
import { Island } from '../../../islands/island';
import { ReviewModal } from '../../../islands/review-modal';
import { link } from '../../../routing/link';
import { ReviewMegaPillCard } from '../../../ui/cards/review-cards';
import type { ReviewCardData } from '../../../ui/cards/types';
import { EmptyState } from '../../../ui/empty-state';
import { rowImageLoading } from '../../../ui/img';
import { Pagination } from '../../../ui/pagination';
import { ProfileLayout } from '../../../ui/profile/profile-layout';
import { RemovedCompany } from '../../../ui/profile/removed-company';
import type { RemovedProfile } from '../profile-guard';
import type { ReviewsData } from './load';
import { modalProps } from './modal-payload';
import { ReviewFilters } from './review-filters';

/**
 * Reviews in CSS columns 400px wide (at least one column): a masonry without JavaScript. On a
 * phone, the cards past the third are laid out near the viewport only (`lazy-column`).
 */
export function ReviewMasonry({
  reviews,
  brand,
  id,
}: {
  reviews: readonly ReviewCardData[];
  brand: string;
  id?: string;
}) {
  return (
    <ul id={id} className="lazy-column columns-[25rem] gap-4" data-review-list="">
      {reviews.map((review, index) => (
        <li key={review.id} className="mb-4 break-inside-avoid">
          <ReviewMegaPillCard
            review={review}
            brand={brand}
            headingLevel={2}
            // A review card is most of a phone's first screen.
            loading={rowImageLoading(index, 1)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The reviews list: filters, count, masonry, 'No result', pagination keeping the filters. */
export function ReviewsView({ data }: { data: ReviewsData | RemovedProfile }) {
  const { t, locale } = useI18n();
  if (data.kind === 'removed') return <RemovedCompany member={data.member} others={data.others} />;
  const { member, chrome, query, page } = data;
  const { info, items } = member.reviews;
  const href = (number: number) =>
    number <= 1
      ? link(locale, 'profil-slug-reviews', { slug: member.slug }, query)
      : link(locale, 'profil-slug-reviews-page-number', { slug: member.slug, number }, query);
  return (
    <ProfileLayout member={member} active="reviews" chrome={chrome}>
      <div className="flex flex-col gap-6">
        <ReviewFilters data={data} />
        <p className="text-sm font-medium text-muted" aria-live="polite">
          {plural(t, 'profile.reviews.count', info.total)}
        </p>
        {items.length > 0 ? (
          <>
            <ReviewMasonry id="review-list" reviews={items} brand={chrome.brand} />
            {/* React and the modal load on the list's first hover, focus or touch, not before; a
                click that comes first waits for them (replay). */}
            <Island
              name="review-modal"
              component={ReviewModal}
              when="interaction"
              trigger="review-list"
              replay="a[data-review-link]"
              props={modalProps(items, t, locale, chrome.brand)}
            />
          </>
        ) : (
          <EmptyState title={t('profile.reviews.noResult')} hint={t('profile.reviews.noResultHint')} />
        )}
        <Pagination page={page} pageCount={info.pageCount} hrefOf={href} />
      </div>
    </ProfileLayout>
  );
}
