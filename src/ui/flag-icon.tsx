import { oneOf } from './allowed';

export const FLAG_SIZES = ['xsm', 'sm', 'md', 'lg', 'xlg'] as const;
export type FlagSize = (typeof FLAG_SIZES)[number];

/** Width in pixels of each flag size; flags are drawn 3:2. */
const WIDTHS: Record<FlagSize, number> = { xsm: 14, sm: 18, md: 24, lg: 32, xlg: 48 };

function tricolour(a: string, b: string, c: string, vertical: boolean): string {
  return vertical
    ? `<rect width="1" height="2" fill="${a}"/><rect x="1" width="1" height="2" fill="${b}"/><rect x="2" width="1" height="2" fill="${c}"/>`
    : `<rect width="3" height=".667" fill="${a}"/><rect y=".667" width="3" height=".667" fill="${b}"/><rect y="1.333" width="3" height=".667" fill="${c}"/>`;
}

// Drawn in a 3x2 box; the UK flag is simplified to stay legible at 14 px.
const FLAGS: Record<string, string> = {
  'fr-FR': tricolour('#002654', '#ffffff', '#ce1126', true),
  'it-IT': tricolour('#009246', '#ffffff', '#ce2b37', true),
  'de-DE': tricolour('#000000', '#dd0000', '#ffce00', false),
  'nl-NL': tricolour('#ae1c28', '#ffffff', '#21468b', false),
  'es-ES': '<rect width="3" height="2" fill="#aa151b"/><rect y=".5" width="3" height="1" fill="#f1bf00"/>',
  'en-GB':
    '<rect width="3" height="2" fill="#012169"/>' +
    '<path d="M0 0L3 2M3 0L0 2" stroke="#ffffff" stroke-width=".4"/>' +
    '<path d="M0 0L3 2M3 0L0 2" stroke="#c8102e" stroke-width=".16"/>' +
    '<path d="M1.5 0V2M0 1H3" stroke="#ffffff" stroke-width=".6"/>' +
    '<path d="M1.5 0V2M0 1H3" stroke="#c8102e" stroke-width=".36"/>',
};

/** Each flag as an image source: one element in the page instead of an SVG tree per flag. */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(FLAGS).map(([locale, shapes]) => [
    locale,
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2">${shapes}</svg>`)}`,
  ]),
);

/** Locales that have a flag. */

export interface FlagIconProps {
  locale: string;
  size?: FlagSize;
  className?: string;
}

/**
 * The flag of an interface locale (an SVG image); decorative (the language name is always beside it).
 * Throws on a size outside xsm, sm, md, lg, xlg; renders nothing for a locale without a flag.
 * @example <FlagIcon locale="de-DE" size="sm" />
 */
export function FlagIcon({ locale, size = 'md', className }: FlagIconProps) {
  const width = WIDTHS[oneOf('FlagIcon', 'size', size, FLAG_SIZES)];
  const src = SOURCES[locale];
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={Math.round((width * 2) / 3)}
      className={`shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)] ${className ?? ''}`}
      data-flag={locale}
    />
  );
}
