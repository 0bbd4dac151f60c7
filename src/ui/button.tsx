import type { ReactNode } from 'react';
import { oneOf } from './allowed';

export const BUTTON_THEMES = [
  'primary',
  'custom',
  'secondary',
  'secondary-dark',
  'tertiary',
  'text',
  'text-dark',
] as const;
export const BUTTON_SIZES = ['xs', 'sm', 'md'] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50';

// Solid greens use brand-700 or the member's dark50 so white text keeps AA contrast.
const THEMES: Record<ButtonTheme, string> = {
  primary: 'rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  custom: 'rounded-full bg-primary-dark50 text-white shadow-sm hover:opacity-90',
  secondary:
    'rounded-full border border-line-strong bg-surface text-ink shadow-sm hover:border-stone-400 hover:bg-stone-50',
  'secondary-dark': 'rounded-full border border-white/30 bg-white/5 text-white hover:bg-white/15',
  tertiary: 'rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100',
  text: 'rounded-md text-brand-700 hover:text-brand-900 hover:underline underline-offset-4',
  'text-dark': 'rounded-md text-ink hover:text-brand-800 hover:underline underline-offset-4',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'h-7 px-3 text-xs',
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
};

const TEXT_SIZES: Record<ButtonSize, string> = { xs: 'text-xs', sm: 'text-sm', md: 'text-[0.9375rem]' };

/**
 * The classes of a button look, for elements that are not a Button (a `<summary>`, say).
 * Throws on a theme or size outside the allowed values.
 * @example <summary className={buttonClasses('primary', 'sm')}>
 */
export function buttonClasses(theme: unknown = 'primary', size: unknown = 'md'): string {
  const t = oneOf('Button', 'theme', theme, BUTTON_THEMES);
  const s = oneOf('Button', 'size', size, BUTTON_SIZES);
  const text = t === 'text' || t === 'text-dark';
  return `${BASE} ${THEMES[t]} ${text ? TEXT_SIZES[s] : SIZES[s]}`;
}

interface CommonProps {
  theme?: ButtonTheme;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

export type ButtonProps = CommonProps &
  (
    | { href: string; external?: boolean; type?: never; disabled?: never }
    | { href?: undefined; type?: 'button' | 'submit' | 'reset'; disabled?: boolean; external?: never }
  );

/**
 * A button, or a link styled as one when `href` is given. External links carry
 * `rel="noopener noreferrer"`.
 * @example <Button href="/membres/services" theme="secondary" size="sm">Voir</Button>
 */
export function Button(props: ButtonProps) {
  const { theme = 'primary', size = 'md', className, children } = props;
  const classes = `${buttonClasses(theme, size)}${className ? ` ${className}` : ''}`;
  if (props.href !== undefined) {
    const external = props.external ?? /^https?:\/\//.test(props.href);
    return (
      <a
        href={props.href}
        className={classes}
        rel={external ? 'noopener noreferrer' : undefined}
        aria-label={props['aria-label']}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type={props.type ?? 'button'}
      disabled={props.disabled}
      className={classes}
      aria-label={props['aria-label']}
    >
      {children}
    </button>
  );
}
