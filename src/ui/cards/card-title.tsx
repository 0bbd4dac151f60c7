import type { ReactNode } from 'react';

/**
 * A card's heading holding the card's one link, stretched over the whole card (which must be
 * `relative`): the card is clickable and the link's accessible name is still just the title.
 * @example <CardTitle level={3} href={memberLink(locale, member)} className="text-base">{member.name}</CardTitle>
 */
export function CardTitle({
  level,
  href,
  className,
  lang,
  children,
}: {
  level: 2 | 3 | 4;
  href: string;
  /** The heading's classes. */
  className: string;
  /** The title's language when it is not the page's (from `contentLang`). */
  lang?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={className} lang={lang}>
      <a href={href} className="after:absolute after:inset-0">
        {children}
      </a>
    </Heading>
  );
}
