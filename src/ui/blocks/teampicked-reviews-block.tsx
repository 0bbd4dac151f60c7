import { BlockSection } from './section';
import type { BlockProps } from './types';

/** TEAMPICKED_REVIEWS: reviews the team picked, shown with the shared review card. */
export function TeampickedReviewsBlock({ block, context }: BlockProps) {
  const reviews = context.teamPicks ?? [];
  if (reviews.length === 0 || !context.renderReview) return null;
  return (
    <BlockSection kind="TEAMPICKED_REVIEWS" title={block.title} description={block.description} tone="muted">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.slice(0, 6).map((review, index) => (
          <li key={idOf(review) ?? index}>{context.renderReview?.(review)}</li>
        ))}
      </ul>
    </BlockSection>
  );
}

function idOf(value: unknown): string | undefined {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}
