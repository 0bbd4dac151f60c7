import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  title: string;
  /** Heading level, so the outline stays right wherever the section sits. */
  level?: 1 | 2 | 3;
  eyebrow?: string;
  description?: string;
  /** A link or button aligned to the right on wide screens. */
  action?: ReactNode;
  id?: string;
}

const SIZES = {
  1: 'text-display font-bold',
  2: 'text-2xl font-bold tracking-tight sm:text-3xl',
  3: 'text-lg font-semibold',
};

/**
 * The title block of a page section: eyebrow, heading, description and an optional action.
 * @example <SectionHeading title="Derniers avis" level={2} action={<Button …/>} />
 */
export function SectionHeading({ title, level = 2, eyebrow, description, action, id }: SectionHeadingProps) {
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-3xl">
        {eyebrow ? (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        ) : null}
        <Heading id={id} className={`text-balance text-ink ${SIZES[level]}`}>
          {title}
        </Heading>
        {description ? <p className="mt-2 text-pretty text-base text-muted">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
