import { Img, type ImgProps } from './img';

/**
 * A decorative cover (alt ""): the optimised image when there is one, else a placeholder of the
 * same box (`placeholder` is its class) or nothing. Used by the article, member and CMS cards and
 * the article page.
 * @example <CoverImage cover={article.cover} width={400} height={225} className="aspect-video w-full" />
 */
export function CoverImage({
  cover,
  width,
  height,
  sizes,
  priority = false,
  loading,
  className,
  placeholder,
}: {
  cover?: { url: string } | null;
  /** Display size in CSS pixels. */
  width: number;
  height: number;
  sizes: string;
  /** The page's LCP image. */
  priority?: boolean;
  loading?: ImgProps['loading'];
  className: string;
  placeholder?: string;
}) {
  if (cover) {
    return (
      <Img
        src={cover.url}
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
        loading={loading}
        className={className}
      />
    );
  }
  return placeholder ? <div aria-hidden="true" className={placeholder} /> : null;
}
