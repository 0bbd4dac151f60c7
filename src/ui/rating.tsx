import { formatNumber, ONE_DECIMAL } from '../i18n/format';
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
const FILL: Record<StarKind, string> = {
  full: 'var(--color-star)',
  half: 'url(#tb-star-half)',
  empty: 'var(--color-line-strong)',
};
const GAP = 2;

/**
 * The star shape and the half-star fill, once per document: every rating then draws its stars
 * with `<use>`, so a page of cards does not repeat the path a hundred times.
 */
export function StarSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" className="absolute">
      <defs>
        <linearGradient id="tb-star-half">
          <stop offset="50%" stopColor="var(--color-star)" />
          <stop offset="50%" stopColor="var(--color-line-strong)" />
        </linearGradient>
        <symbol id="tb-star" viewBox="0 0 24 24">
          <path d={STAR_PATH} />
        </symbol>
      </defs>
    </svg>
  );
}

function Stars({ kinds, size }: { kinds: StarKind[]; size: number }) {
  const width = kinds.length * size + (kinds.length - 1) * GAP;
  return (
    <svg width={width} height={size} viewBox={`0 0 ${width} ${size}`} aria-hidden="true">
      {kinds.map((kind, i) => (
        <use
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          key={i}
          href="#tb-star"
          x={i * (size + GAP)}
          width={size}
          height={size}
          fill={FILL[kind]}
          data-star={kind}
        />
      ))}
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
  const text = formatNumber(locale, Math.round(value * 10) / 10, ONE_DECIMAL);
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars kinds={kinds} size={px} />
      {showValue ? (
        <span className="text-sm font-semibold tabular-nums text-ink" aria-hidden="true">
          {text}
        </span>
      ) : null}
      <span className="sr-only">{label.replace('{{value}}', text)}</span>
    </span>
  );
}
