import { Img } from '../img';
import { BlockLink, buttonClass } from './block-link';
import { buttonOf, textField } from './content';
import type { BlockProps } from './types';

/**
 * HERO: the page's h1, a lead, the page's search (if any), an optional call to action and a
 * picture. Without a picture the text is centred on one column rather than leaving half empty.
 */
export function HeroBlock({ block, context }: BlockProps) {
  const button = buttonOf(block.content);
  const href = button ? context.resolveLink(button.link) : null;
  const eyebrow = textField(block.content, 'eyebrow');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white" data-block="HERO">
      <div
        className={`container-page grid grid-cols-1 items-center gap-10 py-12 md:py-20 ${block.picture ? 'lg:grid-cols-2' : ''}`}
      >
        <div
          className={block.picture ? 'group/hero' : 'group/hero mx-auto w-full max-w-3xl text-center'}
          data-centered={block.picture ? undefined : ''}
        >
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p>
          ) : null}
          <h1 className="text-balance break-words hyphens-auto text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {block.title}
          </h1>
          {block.description ? (
            <p className={`mt-5 max-w-xl text-lg text-ink-soft ${block.picture ? '' : 'mx-auto'}`}>
              {block.description}
            </p>
          ) : null}
          {context.heroSearch ? <div className="mt-8">{context.heroSearch}</div> : null}
          {button && href ? (
            <div className="mt-8">
              <BlockLink href={href} className={buttonClass.primary}>
                {button.label}
              </BlockLink>
            </div>
          ) : null}
        </div>
        {block.picture ? (
          <Img
            src={block.picture.url}
            alt=""
            width={block.picture.width || 640}
            height={block.picture.height || 480}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority
            className="w-full rounded-3xl object-cover shadow-lg"
          />
        ) : null}
      </div>
    </section>
  );
}
