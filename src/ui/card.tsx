import type { ReactNode } from 'react';

export interface CardProps {
  children: ReactNode;
  /** Element to render: an `article` for a self-contained item, a `div` otherwise. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Adds a hover lift for cards that hold a main link. */
  interactive?: boolean;
  padding?: 'none' | 'sm' | 'md';
  className?: string;
}

const PADDING = { none: '', sm: 'p-4', md: 'p-5 sm:p-6' } as const;

/**
 * A white surface with a hairline border and a soft shadow, the base of every card.
 * @example <Card as="article" interactive>…</Card>
 */
export function Card({ children, as: Tag = 'div', interactive, padding = 'md', className }: CardProps) {
  const hover = interactive ? 'transition-shadow hover:shadow-raised focus-within:shadow-raised' : '';
  return (
    <Tag
      className={`relative rounded-card border border-line bg-surface shadow-card ${PADDING[padding]} ${hover} ${className ?? ''}`}
    >
      {children}
    </Tag>
  );
}
