import { FlagIcon } from '../flag-icon';
import { Icon } from '../icon';
import type { ShellLanguage } from './types';

/** Id of the switcher's `<details>`, targeted by the disclosure island. */
export const LANGUAGE_SWITCHER_ID = 'language-switcher';

export interface LanguageSwitcherProps {
  languages: ShellLanguage[];
  /** Accessible name, e.g. 'Choisir la langue'. */
  label: string;
  /** Opens upwards (in the footer) instead of downwards. */
  placement?: 'down' | 'up';
  id?: string;
}

const LINK_CLASSES = {
  dropdown: {
    link: 'lang-link gap-3 py-2',
    current: 'font-semibold text-brand-800',
  },
  grid: {
    link: 'lang-link h-10',
    current: 'bg-brand-50 font-semibold text-brand-800',
  },
} as const;

/**
 * The list of the six languages, each a link to the same page in that locale with its flag and
 * name, the current one marked: in the switcher's dropdown, or as the mobile menu's grid.
 */
export function LanguageLinks({
  languages,
  variant,
  className,
}: {
  languages: ShellLanguage[];
  variant: keyof typeof LINK_CLASSES;
  className: string;
}) {
  const classes = LINK_CLASSES[variant];
  return (
    <ul className={className}>
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={language.href}
            hrefLang={language.locale}
            lang={language.locale}
            data-locale={language.locale}
            aria-current={language.current ? 'true' : undefined}
            className={`${classes.link} ${language.current ? classes.current : 'text-ink'}`}
          >
            <FlagIcon locale={language.locale} size="sm" />
            {variant === 'dropdown' ? (
              <>
                <span className="flex-1">{language.label}</span>
                {language.current ? <Icon name="lucide:check" size={16} /> : null}
              </>
            ) : (
              language.label
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The six languages with flags, each linking to the same page in that locale. The locale island
 * stores the choice in the `locale` cookie when a language is picked.
 */
export function LanguageSwitcher({
  languages,
  label,
  placement = 'down',
  id = LANGUAGE_SWITCHER_ID,
}: LanguageSwitcherProps) {
  const current = languages.find((language) => language.current) ?? languages[0];
  if (!current) return null;
  return (
    <details id={id} className="group relative" data-disclosure="dropdown" data-locale-switcher="">
      <summary
        className="inline-flex h-9 cursor-pointer select-none items-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink hover:bg-stone-100"
        aria-label={`${label}: ${current.label}`}
      >
        <FlagIcon locale={current.locale} size="sm" />
        <span className="text-xs font-semibold uppercase" aria-hidden="true">
          {current.locale.slice(0, 2)}
        </span>
        <Icon name="lucide:chevron-down" size={14} className="transition-transform group-open:rotate-180" />
      </summary>
      <LanguageLinks
        languages={languages}
        variant="dropdown"
        className={`absolute right-0 z-50 w-48 rounded-card border border-line bg-surface p-1.5 shadow-raised motion-safe:animate-pop ${
          placement === 'up' ? 'bottom-full mb-2' : 'top-full mt-2'
        }`}
      />
    </details>
  );
}
