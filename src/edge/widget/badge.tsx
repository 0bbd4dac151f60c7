import { stars } from '../../domain/rating';
import { formatNumber, ONE_DECIMAL } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { plural } from '../../i18n/plural';
import { labelOf, type Translate } from '../../i18n/translate';

export const BADGE_THEMES = ['light', 'dark'] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];
/** Rendered width in CSS pixels per `size`; the drawing scales from its 240 x 96 view box. */
export const BADGE_SIZES = { small: 200, medium: 240, large: 320 } as const;
export type BadgeSize = keyof typeof BADGE_SIZES;

const WIDTH = 240;
const PALETTES = {
  light: {
    bg: '#ffffff',
    line: '#d6d3d1',
    ink: '#1c1917',
    muted: '#57534e',
    accent: '#1a7f40',
    empty: '#d6d3d1',
  },
  dark: {
    bg: '#1c1917',
    line: '#44403c',
    ink: '#fafaf9',
    muted: '#d6d3d1',
    accent: '#4ade80',
    empty: '#57534e',
  },
} as const;
const STAR = '#f5a524';
const BRAND_GREEN = '#23A954';
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** What the badge states about a member. */
export interface BadgeFacts {
  name: string;
  /** 10 scale; null without reviews. */
  averageRating: number | null;
  reviewCount: number;
  /** Best place in a current leaderboard of its category, if ranked. */
  standing: { period: string; position: number; category: string } | null;
}

/** The badge's lines in the visitor's language, numbers through Intl. */
export function badgeText(facts: BadgeFacts, locale: Locale, t: Translate, brand: string) {
  const rating5 = facts.averageRating === null ? null : Math.min(5, Math.max(0, facts.averageRating / 2));
  const rating = rating5 === null ? null : formatNumber(locale, rating5, ONE_DECIMAL);
  const reviews =
    facts.reviewCount > 0
      ? plural(t, 'widget.badge.reviews', facts.reviewCount)
      : t('widget.badge.noReviews');
  const standing = facts.standing;
  const period = standing ? labelOf(t, 'widget.periods', standing.period) : '';
  const position = standing ? formatNumber(locale, standing.position) : '';
  const rank = standing ? t('widget.badge.rank', { position, period }) : null;
  const rankLong = standing
    ? t('widget.badge.rankLong', {
        position,
        period,
        category: labelOf(t, 'marketplace.categories', standing.category) || standing.category,
      })
    : null;
  const title = t('widget.badge.title', { name: facts.name, brand });
  const description = [rating ? t('widget.badge.rating', { rating }) : null, reviews, rankLong]
    .filter(Boolean)
    .join('. ');
  return { rating5, rating, reviews, rank, title, description };
}

/** Width a line of text takes at a font size, over-estimated so it never overflows the badge. */
const estimate = (text: string, fontSize: number, bold = false) =>
  text.length * fontSize * (bold ? 0.62 : 0.56);

/** A text line that is squeezed (never cut) when it would overflow `room` pixels. */
function Line(props: {
  x: number;
  y: number;
  size: number;
  fill: string;
  bold?: boolean;
  room: number;
  children: string;
}) {
  const { x, y, size, fill, bold, room, children } = props;
  const squeeze = estimate(children, size, bold) > room;
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={bold ? 700 : 400}
      fill={fill}
      textLength={squeeze ? room : undefined}
      lengthAdjust={squeeze ? 'spacingAndGlyphs' : undefined}
    >
      {children}
    </text>
  );
}

/**
 * The review badge: brand, five stars with the rating, the number of authenticated reviews and
 * the best current ranking. An accessible image (`role="img"`, title and description) drawn with
 * presentation attributes only, so it renders under `default-src 'none'` and as an `<img>`.
 */
export function Badge(props: {
  facts: BadgeFacts;
  locale: Locale;
  t: Translate;
  brand: string;
  theme: BadgeTheme;
  size: BadgeSize;
}) {
  const { facts, locale, t, brand, theme, size } = props;
  const text = badgeText(facts, locale, t, brand);
  const colors = PALETTES[theme];
  const height = text.rank ? 96 : 80;
  const scale = BADGE_SIZES[size] / WIDTH;
  const kinds = text.rating5 === null ? null : stars(Math.round(text.rating5 * 2) / 2);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={Math.round(WIDTH * scale)}
      height={Math.round(height * scale)}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="badge-title badge-desc"
      lang={locale}
      fontFamily={FONT}
    >
      <title id="badge-title">{text.title}</title>
      <desc id="badge-desc">{text.description}</desc>
      <defs>
        <clipPath id="badge-half">
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <rect
        x="0.5"
        y="0.5"
        width={WIDTH - 1}
        height={height - 1}
        rx="10"
        fill={colors.bg}
        stroke={colors.line}
      />
      <rect x="12" y="10" width="20" height="20" rx="5" fill={BRAND_GREEN} />
      <path
        d="M17 20.5l3.2 3.2 6.8-7"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Line x={40} y={25} size={14} bold fill={colors.ink} room={WIDTH - 52}>
        {brand}
      </Line>
      {kinds ? (
        <g transform="translate(12 36)">
          {kinds.map((kind, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: five stars, never reordered
            <g key={index} transform={`translate(${index * 22} 0)`}>
              <path d={STAR_PATH} fill={kind === 'full' ? STAR : colors.empty} />
              {kind === 'half' ? <path d={STAR_PATH} fill={STAR} clipPath="url(#badge-half)" /> : null}
            </g>
          ))}
          <Line x={118} y={18} size={18} bold fill={colors.ink} room={WIDTH - 142}>
            {`${text.rating} / ${formatNumber(locale, 5)}`}
          </Line>
        </g>
      ) : null}
      <Line x={12} y={kinds ? 76 : 56} size={12} fill={colors.muted} room={WIDTH - 24}>
        {text.reviews}
      </Line>
      {text.rank ? (
        <Line x={12} y={kinds ? 90 : 72} size={12} bold fill={colors.accent} room={WIDTH - 24}>
          {text.rank}
        </Line>
      ) : null}
    </svg>
  );
}

/** The neutral image of an unknown (404) or removed (410) member: no name, no numbers. */
export function NeutralBadge(props: {
  label: string;
  brand: string;
  theme: BadgeTheme;
  size: BadgeSize;
  locale: Locale;
}) {
  const { label, brand, theme, size, locale } = props;
  const colors = PALETTES[theme];
  const scale = BADGE_SIZES[size] / WIDTH;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={Math.round(WIDTH * scale)}
      height={Math.round(56 * scale)}
      viewBox={`0 0 ${WIDTH} 56`}
      role="img"
      aria-labelledby="badge-title"
      lang={locale}
      fontFamily={FONT}
    >
      <title id="badge-title">{`${brand}: ${label}`}</title>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height="55" rx="10" fill={colors.bg} stroke={colors.line} />
      <rect x="12" y="18" width="20" height="20" rx="5" fill={colors.empty} />
      <Line x={40} y={27} size={13} bold fill={colors.ink} room={WIDTH - 52}>
        {brand}
      </Line>
      <Line x={40} y={43} size={12} fill={colors.muted} room={WIDTH - 52}>
        {label}
      </Line>
    </svg>
  );
}
