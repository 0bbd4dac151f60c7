/** One link of a row of chips; `current` is the page it is on. */
export interface Chip {
  key: string | number;
  href: string;
  label: string;
  current?: boolean;
}

const SIZES = {
  /** Many short choices (cities, services). */
  small: 'px-3 py-1.5',
  /** A few choices that act as the page's tabs (periods, years). */
  large: 'px-4 py-2 font-semibold',
} as const;

/**
 * The classes of a chip link: rounded, ink when current (the focus ring is every link's, app.css).
 * @example <a className={chipClass('small')} href="/x">Lyon</a>
 */
export function chipClass(size: keyof typeof SIZES, current = false): string {
  const state = current
    ? 'border-ink bg-ink text-white'
    : 'border-line-strong bg-white text-ink hover:border-brand-700';
  return `inline-flex items-center rounded-full border text-sm ${SIZES[size]} ${state}`;
}

/**
 * A page header's row of chips (a directory's cities, a leaderboard's periods, the Trustawards'
 * years): a labelled nav whose chips wrap onto more lines, so none is ever past a phone's edge,
 * and the current one is marked for assistive technology.
 * @example <ChipNav label="Years" size="large" chips={[{ key: 2025, href: '/…/2025', label: '2025', current: true }]} />
 */
export function ChipNav({ label, size, chips }: { label: string; size: keyof typeof SIZES; chips: Chip[] }) {
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={chip.href}
              aria-current={chip.current ? 'page' : undefined}
              className={chipClass(size, chip.current)}
            >
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
