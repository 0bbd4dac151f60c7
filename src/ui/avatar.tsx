import { oneOf } from './allowed';
import { Img, type ImgProps } from './img';

export const AVATAR_SIZES = ['sm', 'md', 'lg', 'reg', 'xl', '2xl'] as const;
export const AVATAR_BORDERS = ['empty', 'light', 'dark', 'transparent', 'custom'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export type AvatarBorder = (typeof AVATAR_BORDERS)[number];

/** Pixel size of each avatar size. */
export const AVATAR_PIXELS: Record<AvatarSize, number> = {
  sm: 24,
  md: 32,
  lg: 40,
  reg: 48,
  xl: 64,
  '2xl': 96,
};

/** Box classes per size: the CSP forbids inline styles, so sizes are classes. */
export const AVATAR_BOX: Record<AvatarSize, string> = {
  sm: 'size-6',
  md: 'size-8',
  lg: 'size-10',
  reg: 'size-12',
  xl: 'size-16',
  '2xl': 'size-24',
};

const TEXT: Record<AvatarSize, string> = {
  sm: 'text-[0.625rem]',
  md: 'text-xs',
  lg: 'text-sm',
  reg: 'text-base',
  xl: 'text-xl',
  '2xl': 'text-3xl',
};

const BORDERS: Record<AvatarBorder, string> = {
  empty: '',
  light: 'ring-2 ring-white',
  dark: 'ring-2 ring-ink',
  transparent: 'ring-2 ring-transparent',
  custom: 'ring-2 ring-primary',
};

/**
 * Up to two initials of a name, letters only, upper case in the name's own script.
 * @example initials('Marie-Claire Dupont') // 'MD'
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/u)
    .filter((w) => /\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0] ?? '', words[words.length - 1] ?? ''] : words.slice(0, 1);
  return letters.map((w) => (w.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase()).join('');
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  border?: AvatarBorder;
  /** Square with rounded corners (company logos) instead of a circle (people). */
  square?: boolean;
  className?: string;
  /** Decorative avatars (beside the person's name) have an empty alt. */
  decorative?: boolean;
  /** Lazy by default; eager for the rows a first screen shows. */
  loading?: ImgProps['loading'];
}

/**
 * A person's photo or a company logo, with initials when there is no picture.
 * Throws on a size or border outside the allowed values.
 * @example <Avatar name="Ana Ruiz" src={contact.avatar?.url} size="lg" border="light" />
 */
export function Avatar({
  name,
  src,
  size = 'md',
  border = 'empty',
  square,
  className,
  decorative,
  loading,
}: AvatarProps) {
  const s = oneOf('Avatar', 'size', size, AVATAR_SIZES);
  const b = oneOf('Avatar', 'border', border, AVATAR_BORDERS);
  const px = AVATAR_PIXELS[s];
  const shape = square ? 'rounded-[22%]' : 'rounded-full';
  const classes = ['avatar', AVATAR_BOX[s], shape, BORDERS[b], className].filter(Boolean).join(' ');
  if (src) {
    return (
      <span className={`${classes} bg-stone-100`}>
        <Img
          src={src}
          alt={decorative ? '' : name}
          width={px}
          height={px}
          loading={loading}
          className="size-full object-cover"
        />
      </span>
    );
  }
  return (
    <span
      className={`${classes} bg-brand-100 font-semibold text-brand-900 ${TEXT[s]}`}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initials(name) || '?'}
    </span>
  );
}
