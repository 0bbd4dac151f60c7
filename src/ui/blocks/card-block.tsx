import { CoverImage } from '../cover-image';
import { BlockLink } from './block-link';
import { field, textField } from './content';
import type { BlockProps } from './types';

/** CARD: a tile with an optional picture, title, text and link (usually inside a GROUP). */
export function CardBlock({ block, context }: BlockProps) {
  const href = context.resolveLink(field(block.content, 'link'));
  const label = textField(block.content, 'linkLabel');
  const body = (
    <>
      <CoverImage
        cover={block.picture}
        width={400}
        height={240}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="mb-4 aspect-[5/3] w-full rounded-xl object-cover"
      />
      {block.title ? <h3 className="text-lg font-semibold text-ink">{block.title}</h3> : null}
      {block.description ? <p className="mt-2 text-sm text-muted">{block.description}</p> : null}
      {href && label ? (
        <span className="mt-4 inline-block text-sm font-semibold text-brand-800">{label} →</span>
      ) : null}
    </>
  );
  const className = 'block h-full rounded-2xl border border-line bg-white p-6 shadow-sm';
  return href ? (
    <BlockLink
      href={href}
      className={`${className} transition hover:border-brand-600 hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700`}
    >
      {body}
    </BlockLink>
  ) : (
    <div className={className} data-block="CARD">
      {body}
    </div>
  );
}
