import { fiveScale } from '../../domain/rating';
import { useI18n } from '../../i18n/i18n-context';
import { plural } from '../../i18n/plural';
import { Avatar, type AvatarProps } from '../avatar';
import { Rating } from '../rating';
import { ChipList } from './capped-list';
import type { MemberCardData } from './types';

/** The member's logo, or its initials on its primary colour. */
export function MemberLogo({
  member,
  size = 'reg',
  loading,
}: {
  member: Pick<MemberCardData, 'name' | 'logo'>;
  size?: 'md' | 'lg' | 'reg' | 'xl';
  loading?: AvatarProps['loading'];
}) {
  return (
    <Avatar
      name={member.name}
      src={member.logo?.url}
      size={size}
      square
      decorative
      border="light"
      loading={loading}
    />
  );
}

/**
 * Rating and 'N authenticated client reviews'; 'not rated yet' without reviews. `className` and
 * `part` (a `data-ranking-part`) go on its own element, so callers need no wrapper to place it.
 */
export function MemberScore({
  member,
  className = '',
  part,
}: {
  member: Pick<MemberCardData, 'averageRating' | 'reviewCount'>;
  className?: string;
  part?: string;
}) {
  const { t, locale } = useI18n();
  const count = plural(t, 'profile.cards.reviews', member.reviewCount);
  if (member.averageRating == null || member.reviewCount === 0) {
    return (
      <p className={`text-sm text-muted ${className}`} data-ranking-part={part}>
        {t('profile.cards.noRating')}
      </p>
    );
  }
  return (
    <div
      className={`flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className || 'flex'}`}
      data-ranking-part={part}
    >
      <Rating
        value={fiveScale(member.averageRating)}
        locale={locale}
        size="sm"
        label={t('profile.cards.rating', { rating: '{{value}}' })}
      />
      <span className="text-muted">{count}</span>
    </div>
  );
}

/** A member card's service tag chips: the first labels (activities first) and '+N' for the rest. */
export function ServiceChips({ member }: { member: Pick<MemberCardData, 'cardTags'> }) {
  const { t } = useI18n();
  const labels = member.cardTags.items.flatMap((tag) => (tag.label ? [tag.label] : []));
  return <ChipList labels={labels} total={member.cardTags.total} label={t('profile.cards.tags')} />;
}
