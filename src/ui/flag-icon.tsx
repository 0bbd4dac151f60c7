import { isLocale } from '../i18n/locales';
import { oneOf } from './allowed';

export const FLAG_SIZES = ['xsm', 'sm', 'md', 'lg', 'xlg'] as const;
export type FlagSize = (typeof FLAG_SIZES)[number];

/** Width in pixels of each flag size; flags are drawn 3:2. */
const WIDTHS: Record<FlagSize, number> = { xsm: 14, sm: 18, md: 24, lg: 32, xlg: 48 };

// Each interface locale's flag, and its frame, is drawn in CSS (`[data-flag]` in
// src/styles/app.css): gradients on one element cost the browser next to nothing, where each SVG
// image built a document of its own (6 flags, 100-160 ms of a phone's main thread at 4x CPU
// slowdown on every page).

export interface FlagIconProps {
  locale: string;
  size?: FlagSize;
  className?: string;
}

/**
 * The flag of an interface locale (a CSS drawing, 3:2); decorative (the language name is always beside it).
 * Throws on a size outside xsm, sm, md, lg, xlg; renders nothing for a locale without a flag.
 * @example <FlagIcon locale="de-DE" size="sm" />
 */
export function FlagIcon({ locale, size = 'md', className }: FlagIconProps) {
  const width = WIDTHS[oneOf('FlagIcon', 'size', size, FLAG_SIZES)];
  if (!isLocale(locale)) return null;
  return (
    <span
      aria-hidden="true"
      style={{ width, height: Math.round((width * 2) / 3) }}
      className={className}
      data-flag={locale}
    />
  );
}
