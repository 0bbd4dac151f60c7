import { oneOf } from './allowed';

/** Screen sizes of spec section 9, in pixels. */
export const SCREEN_SIZES = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Pixel densities offered in every srcset. */
export const DENSITIES = [1, 2] as const;

/**
 * The address of a resized image through the image endpoint.
 * @example imageUrl('/media/logos/a.png', 80) // '/_img?url=%2Fmedia%2Flogos%2Fa.png&w=80&q=75'
 */
export function imageUrl(src: string, width: number, quality = 75): string {
  return `/_img?url=${encodeURIComponent(src)}&w=${Math.round(width)}&q=${quality}`;
}

/**
 * A srcset for an image displayed at `width` CSS pixels. With `responsive`, width descriptors at
 * every screen size and density up to twice that width; otherwise 1x and 2x.
 */
export function imageSrcSet(src: string, width: number, quality: number, responsive: boolean): string {
  if (!responsive) return DENSITIES.map((d) => `${imageUrl(src, width * d, quality)} ${d}x`).join(', ');
  const widths = new Set<number>();
  for (const size of Object.values(SCREEN_SIZES)) {
    for (const d of DENSITIES) if (size * d <= width * 2) widths.add(size * d);
  }
  widths.add(width);
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(src, w, quality)} ${w}w`)
    .join(', ');
}

/** Rows of a ranking that a first screen shows at most (a 1280 x 800 desktop shows five or six). */
const FIRST_SCREEN_ROWS = 6;

/**
 * How the image of a list's row at `index` loads: at once in the `shown` rows a first screen
 * shows (a ranking's six, by default), lazily below them.
 * @example <MemberMegaPillCard loading={rowImageLoading(index)} />
 * @example <ReviewMegaPillCard loading={rowImageLoading(index, 1)} />
 */
export function rowImageLoading(index: number, shown = FIRST_SCREEN_ROWS): 'eager' | 'lazy' {
  return index < shown ? 'eager' : 'lazy';
}

/** Cards in the first row of the widest grid (three columns), the most a first screen shows. */
const FIRST_ROW = 3;

/**
 * How the cover of a grid's card at `index` loads: the first is the page's largest paint (eager,
 * high priority), the rest of the first row eager (a phone shows two and either can end up the
 * largest paint), the others lazily.
 * @example <ArticleCard {...gridImageLoading(index)} />
 */
export function gridImageLoading(index: number): { priority: boolean; loading: 'eager' | 'lazy' } {
  return { priority: index === 0, loading: rowImageLoading(index, FIRST_ROW) };
}

export interface ImgProps {
  src: string;
  alt: string;
  /** Display width and height in CSS pixels: always set, so the layout never shifts. */
  width: number;
  height: number;
  /** `sizes` attribute; makes the srcset responsive (width descriptors). */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** The page's LCP image: eager with fetchpriority high. */
  priority?: boolean;
  quality?: number;
  className?: string;
}

/**
 * An optimised image through `/_img` with srcset, explicit dimensions and lazy loading by default.
 * @example <Img src={logo.url} alt="" width={48} height={48} />
 */
export function Img({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  priority = false,
  quality = 75,
  className,
}: ImgProps) {
  const mode = oneOf('Img', 'loading', loading, ['lazy', 'eager'] as const);
  const w = Number.isFinite(width) && width > 0 ? Math.round(width) : 0;
  const h = Number.isFinite(height) && height > 0 ? Math.round(height) : 0;
  const source = w > 0 ? imageUrl(src, w, quality) : src;
  return (
    <img
      src={source}
      srcSet={w > 0 ? imageSrcSet(src, w, quality, Boolean(sizes)) : undefined}
      sizes={sizes}
      alt={alt}
      width={w}
      height={h}
      loading={priority ? 'eager' : mode}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
