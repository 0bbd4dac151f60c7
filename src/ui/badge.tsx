import type { ReactNode } from 'react';
import { oneOf } from './allowed';

export const BADGE_TONES = ['neutral', 'brand', 'primary', 'warning', 'dark'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-ink-soft ring-stone-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  primary: 'bg-primary-light75 text-primary-dark50 ring-primary-light50',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  dark: 'bg-ink text-white ring-ink',
};

export interface BadgeProps {
  tone?: BadgeTone;
  /** Links turn the badge into a pill people can click. */
  href?: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A small label (Badge) or, with `href`, a link pill (tags, filters).
 * @example <Badge tone="brand" href={tag.href}>SEO</Badge>
 */
export function Badge({ tone = 'neutral', href, icon, children, className }: BadgeProps) {
  const t = oneOf('Badge', 'tone', tone, BADGE_TONES);
  const classes = `inline-flex max-w-full items-center gap-1 truncate rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[t]} ${className ?? ''}`;
  if (href) {
    return (
      <a href={href} className={`${classes} transition-colors hover:ring-current`}>
        {icon}
        {children}
      </a>
    );
  }
  return (
    <span className={classes}>
      {icon}
      {children}
    </span>
  );
}
