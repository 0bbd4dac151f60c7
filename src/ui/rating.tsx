import { oneOf } from './allowed';

export type StarKind = 'full' | 'half' | 'empty';

/**
 * The five stars of a rating out of 5: full, half at .5 or more of a star, empty (spec section 9).
 * Throws outside 0..5.
 * @example stars(3.6) // ['full', 'full', 'full', 'half', 'empty']
 */
export function stars(value: number): StarKind[] {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0 || value > 5) {
    throw new Error(`Rating: value ${String(value)} is out of range; it must be from 0 to 5`);
  }
  return [0, 1, 2, 3, 4].map((i) => {
    const part = value - i;
    if (part >= 1) return 'full';
    if (part >= 0.5) return 'half';
    return 'empty';
  });
}

const SIZES = { sm: 14, md: 18, lg: 24 } as const;
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';

function Star({ kind, size, id }: { kind: StarKind; size: number; id: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" data-star={kind}>
      {kind === 'half' ? (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="var(--color-star)" />
            <stop offset="50%" stopColor="var(--color-line-strong)" />
          </linearGradient>
        </defs>
      ) : null}
      <path
        d={STAR_PATH}
        fill={
          kind === 'full' ? 'var(--color-star)' : kind === 'half' ? `url(#${id})` : 'var(--color-line-strong)'
        }
      />
    </svg>
  );
}

export interface RatingProps {
  /** Out of 5 (the stored 10-scale value divided by 2). */
  value: number;
  locale: string;
  /** Accessible sentence, e.g. "Rated 4.5 out of 5"; `{{value}}` is replaced. */
  label: string;
  size?: keyof typeof SIZES;
  /** Shows the one-decimal value beside the stars. */
  showValue?: boolean;
}

/**
 * Stars with a one-decimal label and an accessible text; throws outside 0..5.
 * @example <Rating value={4.5} locale="fr-FR" label="Noté {{value}} sur 5" />
 */
export function Rating({ value, locale, label, size = 'md', showValue = true }: RatingProps) {
  const kinds = stars(value);
  const px = SIZES[oneOf('Rating', 'size', size, ['sm', 'md', 'lg'] as const)];
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(value * 10) / 10,
  );
  const id = `half-${Math.round(value * 10)}-${px}`;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="inline-flex gap-0.5">
        {kinds.map((kind, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          <Star key={i} kind={kind} size={px} id={id} />
        ))}
      </span>
      {showValue ? (
        <span className="text-sm font-semibold tabular-nums text-ink" aria-hidden="true">
          {text}
        </span>
      ) : null}
      <span className="sr-only">{label.replace('{{value}}', text)}</span>
    </span>
  );
}
