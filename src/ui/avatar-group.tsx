import { formatNumber } from '../i18n/format';
import { AVATAR_BOX, Avatar, type AvatarSize } from './avatar';

/** Avatars shown before the '+N' counter (spec section 9). */
export const AVATAR_GROUP_MAX = 4;

export interface AvatarGroupProps {
  people: { name: string; src?: string | null }[];
  max?: number;
  size?: AvatarSize;
  /** Accessible text for the '+N' counter, e.g. "{{count}} more". */
  moreLabel?: string;
  locale?: string;
}

/**
 * Overlapping avatars: the first `max` (4 by default), then a '+N' counter for the rest.
 * @example <AvatarGroup people={contacts} max={3} />
 */
export function AvatarGroup({
  people,
  max = AVATAR_GROUP_MAX,
  size = 'md',
  moreLabel,
  locale,
}: AvatarGroupProps) {
  const shown = people.slice(0, Math.max(0, max));
  const rest = people.length - shown.length;
  const count = formatNumber(locale, rest);
  return (
    <span className="inline-flex items-center -space-x-2">
      {shown.map((person, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; order is stable
        <Avatar key={i} name={person.name} src={person.src} size={size} border="light" />
      ))}
      {rest > 0 ? (
        <span
          className={`relative inline-flex items-center justify-center rounded-full bg-stone-200 text-xs font-semibold text-ink ring-2 ring-white ${AVATAR_BOX[size]}`}
          title={moreLabel?.replace('{{count}}', count)}
        >
          +{count}
        </span>
      ) : null}
    </span>
  );
}
