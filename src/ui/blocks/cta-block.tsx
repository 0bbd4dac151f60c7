import { BlockLink, buttonClass } from './block-link';
import { buttonOf, themeOf } from './content';
import type { BlockProps } from './types';

const themes = {
  light: 'bg-brand-50 text-ink',
  brand: 'bg-brand-800 text-white',
  dark: 'bg-slate-900 text-white',
};

/**
 * CTA: a banner with a title, a sentence and one button (docs/cms.md, default call to action).
 * A call to action whose button leads nowhere here (the member app is not configured) is not shown.
 */
export function CtaBlock({ block, context }: BlockProps) {
  const button = buttonOf(block.content);
  const href = button ? context.resolveLink(button.link) : null;
  if (button && !href) return null;
  const theme = themeOf(block.content);
  return (
    <section className="container-page py-10" data-block="CTA">
      <div
        className={`flex flex-col items-start gap-6 rounded-3xl p-8 md:flex-row md:items-center md:justify-between md:p-12 ${themes[theme]}`}
      >
        <div className="max-w-2xl">
          {block.title ? (
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{block.title}</h2>
          ) : null}
          {block.description ? (
            <p className={`mt-3 text-base ${theme === 'light' ? 'text-ink-soft' : 'text-white/90'}`}>
              {block.description}
            </p>
          ) : null}
        </div>
        {href && button ? (
          <BlockLink href={href} className={theme === 'light' ? buttonClass.primary : buttonClass.secondary}>
            {button.label}
          </BlockLink>
        ) : null}
      </div>
    </section>
  );
}
