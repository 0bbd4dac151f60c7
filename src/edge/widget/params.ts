import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';
import { slug } from '../../routing/route-params';
import { BADGE_SIZES, BADGE_THEMES, type BadgeSize, type BadgeTheme } from './badge';

/**
 * The locale of `?lang=`: a locale code in any case (`en-gb`), or a language alone (`de`);
 * anything else is fr-FR. The badge is an image: a bad parameter never fails it.
 * @example widgetLocale('EN_gb') // 'en-GB'
 */
export function widgetLocale(value: string | undefined): Locale {
  const wanted = (value ?? '').trim().toLowerCase().replace('_', '-').slice(0, 10);
  if (!wanted) return DEFAULT_LOCALE;
  return (
    LOCALES.find((locale) => locale.toLowerCase() === wanted) ??
    LOCALES.find((locale) => locale.slice(0, 2) === wanted) ??
    DEFAULT_LOCALE
  );
}

/** `?theme=`: light (default) or dark. */
export const badgeTheme = (value: string | undefined): BadgeTheme =>
  (BADGE_THEMES as readonly string[]).includes(value ?? '') ? (value as BadgeTheme) : 'light';

/** `?size=`: small, medium (default) or large; also s, m, l. */
export function badgeSize(value: string | undefined): BadgeSize {
  const short: Record<string, BadgeSize> = { s: 'small', m: 'medium', l: 'large' };
  const asked = value ?? '';
  const size = Object.hasOwn(short, asked) ? short[asked] : asked;
  // Own keys only: 'constructor' is in every object, and names no size.
  return size && Object.hasOwn(BADGE_SIZES, size) ? (size as BadgeSize) : 'medium';
}

/** `?count=` of the reviews widget: an integer clamped to 1..10; 3 when missing or not a number. */
export function reviewCount(value: string | undefined): number {
  const count = /^\s*-?\d{1,6}\s*$/.test(value ?? '') ? Number.parseInt(value as string, 10) : 3;
  return Math.min(10, Math.max(1, count));
}

/** A member slug as the profile routes accept it, or null. */
export const memberSlug = (value: string | undefined): string | null => {
  const parsed = slug.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
};
