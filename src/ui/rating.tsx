import type { CSSProperties } from 'react';
import { fiveScale, stars } from '../domain/rating';
import { formatNumber, ONE_DECIMAL } from '../i18n/format';
import { oneOf } from './allowed';

/** Heights of a row of five stars: 14, 18 and 24 px (its width follows, 132:24). */
const SIZES = { sm: 'h-3.5', md: 'h-4.5', lg: 'h-6' } as const;
/** The row in units of the stylesheet's mask: stars 24 wide, 3 apart, 132 in all. */
const STAR = 24;
const PITCH = 27;
const ROW = 132;

/**
 * Five stars of `value` (0 to 5), to the nearest half star below: one element, drawn by the
 * stylesheet's `.stars`, gold up to `--stars-fill` (after the last full star, or at the middle of
 * a half one) and grey after it.
 */
function Stars({ value, height }: { value: number; height: string }) {
  const halves = stars(value).reduce((sum, kind) => sum + (kind === 'full' ? 2 : kind === 'half' ? 1 : 0), 0);
  const edge = Math.min(ROW, Math.floor(halves / 2) * PITCH + (halves % 2) * (STAR / 2));
  const fill = `${Math.round((edge / ROW) * 10000) / 100}%`;
  return (
    <span
      className={`stars ${height}`}
      style={{ '--stars-fill': fill } as CSSProperties}
      aria-hidden="true"
      data-stars={halves / 2}
    />
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
  const height = SIZES[oneOf('Rating', 'size', size, ['sm', 'md', 'lg'] as const)];
  const text = formatNumber(locale, Math.round(value * 10) / 10, ONE_DECIMAL);
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars value={value} height={height} />
      {showValue ? (
        <span className="text-sm font-semibold tabular-nums text-ink" aria-hidden="true">
          {text}
        </span>
      ) : null}
      <span className="sr-only">{label.replace('{{value}}', text)}</span>
    </span>
  );
}
