import type { Locale } from '../../i18n/locales';

/** A link of the shell, already resolved to an address and translated. */
export interface ShellLink {
  label: string;
  href: string;
}

/** A service category of the find-provider menus with its tags, paths already built. */
export interface ShellServiceGroup {
  id: string;
  label: string;
  /** Icon name (`lucide:…`); the folder icon when missing or unknown. */
  icon: string | null;
  href: string;
  items: { id: string; label: string; href: string }[];
}

/** A language of the switcher: the same page in that locale. */
export interface ShellLanguage {
  locale: Locale;
  label: string;
  href: string;
  current: boolean;
}

/** A footer link group (find a provider, list my company, company). */
export interface ShellLinkGroup {
  title: string;
  links: ShellLink[];
}

/** Everything the shared shell shows, loaded once per page by `loadShell(c)`. */
export interface ShellData {
  locale: Locale;
  brandName: string;
  /** The marketplace home (index route) in the visitor's locale. */
  homeHref: string;
  /** The directory of every service (/membres/services). */
  directoryHref: string;
  nav: ShellLink[];
  services: ShellServiceGroup[];
  /** 'Réserver une démo' from the default call to action; null when the content has none. */
  demo: ShellLink | null;
  /** Null when no member app is configured (MEMBER_APP_URL empty): the buttons are hidden. */
  login: ShellLink | null;
  memberAccess: ShellLink | null;
  isUser: boolean;
  languages: ShellLanguage[];
  footer: {
    tagline: string;
    reviewers: { name: string; src: string | null }[];
    reviewsCount: number;
    groups: ShellLinkGroup[];
    legal: ShellLink[];
    year: number;
  };
}
