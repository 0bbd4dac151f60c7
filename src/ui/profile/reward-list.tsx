import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { ordinal } from '../../i18n/plural';

/** A reward as the profile lists it: its rank, title and award date. */
export interface RewardItem {
  id: string;
  rank: number;
  title?: string | null;
  awardedAt: string;
}

/** A member's rewards as cards with the rank in a disc (profile home's distinctions and the rewards tab). */
export function RewardList({ rewards, columns = 2 }: { rewards: readonly RewardItem[]; columns?: 2 | 3 }) {
  const { t, locale } = useI18n();
  return (
    <ul className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {rewards.map((reward) => (
        <li
          key={reward.id}
          className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
        >
          <span className="flex h-12 min-w-12 shrink-0 items-center justify-center whitespace-nowrap rounded-full bg-primary-dark50 px-3 text-sm font-bold text-white">
            {ordinal(t, reward.rank)}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-ink">{reward.title}</span>
            <span className="block text-xs text-muted">
              {t('profile.distinctions.awardedAt', { date: formatDate(locale, reward.awardedAt) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
