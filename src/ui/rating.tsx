import { fiveScale, type StarKind, stars } from '../domain/rating';
import { formatNumber, ONE_DECIMAL } from '../i18n/format';
import { oneOf } from './allowed';

const SIZES = { sm: 14, md: 18, lg: 24 } as const;
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';
const FILL: Record<StarKind, string> = {
  full: 'var(--color-star)',
  half: 'url(#tb-star-half)',
  empty: 'var(--color-line-strong)',
};
/** Space between stars, in star units of 24 (2 px at the small size). */
const GAP = 3;
const ROW_WIDTH = 5 * 24 + 4 * GAP;
/** Every row of five stars a rating can show, in half stars: 0, 1 ... 10 (0 to 5 stars). */
const ROWS = Array.from({ length: 11 }, (_, halves) => halves);
const rowId = (halves: number) => `tb-stars-${halves}`;

/**
 * The star shape, the half-star fill and the eleven rows of five stars, once per document: each
 * rating is then a single `<use>`, so a page of cards does not repeat stars a hundred times.
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
        {ROWS.map((halves) => (
          <symbol key={halves} id={rowId(halves)} viewBox={`0 0 ${ROW_WIDTH} 24`}>
            {stars(halves / 2).map((kind, i) => (
              <use
                // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
                key={i}
                href="#tb-star"
                x={i * (24 + GAP)}
                width={24}
                height={24}
                fill={FILL[kind]}
              />
            ))}
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/** Five stars of `value` (0 to 5), drawn from the sprite's row of the nearest half star below. */
function Stars({ value, size }: { value: number; size: number }) {
  const kinds = stars(value);
  const halves = kinds.reduce((sum, kind) => sum + (kind === 'full' ? 2 : kind === 'half' ? 1 : 0), 0);
  const width = Math.round((size * ROW_WIDTH) / 24);
  return (
    <svg width={width} height={size} aria-hidden="true" data-stars={halves / 2}>
      <use href={`#${rowId(halves)}`} />
    </svg>
  );
}

/**
 * A stored 10-scale rating as visitors read it: out of 5, one decimal, in the locale; '–' without one.
 * @example formatRating('fr-FR', 9) // '4,5'
 */
export function formatRating(locale: string, rating10: number | null | undefined): string {
  return rating10 == null ? '–' : formatNumber(locale, fiveScale(rating10), ONE_DECIMAL);
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
  const px = SIZES[oneOf('Rating', 'size', size, ['sm', 'md', 'lg'] as const)];
  const text = formatNumber(locale, Math.round(value * 10) / 10, ONE_DECIMAL);
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars value={value} size={px} />
      {showValue ? (
        <span className="text-sm font-semibold tabular-nums text-ink" aria-hidden="true">
          {text}
        </span>
      ) : null}
      <span className="sr-only">{label.replace('{{value}}', text)}</span>
    </span>
  );
}
