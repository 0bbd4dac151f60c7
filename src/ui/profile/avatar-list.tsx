import { Avatar } from '../avatar';

/** One tile: a person (photo, job title) or an organisation (logo, description). */
export interface AvatarListItem {
  id: string;
  name: string;
  picture?: string | null;
  /** The line under the name. */
  detail?: string | null;
}

const LOOKS = {
  // A team: round photos, names on one line, three to a row.
  people: {
    list: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
    item: 'flex items-center gap-3',
    avatar: { size: 'reg', square: false },
    name: 'block truncate font-semibold text-ink',
  },
  // Groups and networks: square logos, a description that wraps, two to a row.
  organisations: {
    list: 'grid grid-cols-1 gap-4 sm:grid-cols-2',
    item: 'flex items-start gap-3',
    avatar: { size: 'lg', square: true },
    name: 'block font-semibold text-ink',
  },
} as const;

/**
 * People or organisations as tiles: their photo or logo (initials without one), name and a line
 * about them. Used by a profile's team (culture tab) and its groups (ecosystem tab).
 * @example <AvatarList of="people" items={[{ id: '1', name: 'Ana Ruiz', detail: 'CTO' }]} />
 */
export function AvatarList({ of, items }: { of: keyof typeof LOOKS; items: readonly AvatarListItem[] }) {
  const look = LOOKS[of];
  return (
    <ul className={look.list}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`${look.item} rounded-card border border-line bg-surface p-4 shadow-card`}
        >
          <Avatar name={item.name} src={item.picture} {...look.avatar} decorative />
          <span className="min-w-0">
            <span className={look.name}>{item.name}</span>
            {item.detail ? <span className="block text-sm text-muted">{item.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
