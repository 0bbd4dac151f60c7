/**
 * The brand mark (a check in a rounded shield) and name; decorative mark, the name is the text.
 * @example <BrandLogo name="Trustboard" />
 */
export function BrandLogo({ name, inverted }: { name: string; inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <path
          d="M16 2.5 27 6.6v8.6c0 7-4.6 12.3-11 14.3C9.6 27.5 5 22.2 5 15.2V6.6z"
          fill={inverted ? '#ffffff' : 'var(--color-brand-500)'}
        />
        <path
          d="m10.8 16 3.7 3.7 7-7.4"
          fill="none"
          stroke={inverted ? 'var(--color-brand-800)' : '#ffffff'}
          strokeWidth="2.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>
        {name}
      </span>
    </span>
  );
}
