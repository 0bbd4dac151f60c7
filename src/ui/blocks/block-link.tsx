import type { ReactNode } from 'react';

/** A link from CMS content: external targets open as plain external links, without referrer. */
export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className={className} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

/** Button look shared by HERO, CTA and CARD links. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  secondary:
    'inline-flex items-center justify-center rounded-full border border-line-strong bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-canvas focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
};
