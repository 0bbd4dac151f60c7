import { Icon } from '../icon';

/** A badge as the profile shows it: its icon (an award when it has none) and its label. */
export interface BadgeItem {
  id: string;
  icon?: string | null;
  label?: string | null;
}

/** A member's badges as pills (profile home's distinctions and the rewards tab). */
export function BadgeList({ badges }: { badges: readonly BadgeItem[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li
          key={badge.id}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink shadow-card"
        >
          <Icon name={badge.icon ?? 'lucide:award'} size={16} className="text-primary-dark50" />
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
