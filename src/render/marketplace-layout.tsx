import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { Disclosure } from '../islands/disclosure';
import { Island } from '../islands/island';
import { FIND_PROVIDER_ID } from '../ui/shell/find-provider-menu';
import { LANGUAGE_SWITCHER_ID } from '../ui/shell/language-switcher';
import { MOBILE_MENU_ID } from '../ui/shell/mobile-menu';
import { SiteFooter } from '../ui/shell/site-footer';
import { TopNav } from '../ui/shell/top-nav';
import type { ShellData } from '../ui/shell/types';

export interface MarketplaceLayoutProps {
  children: ReactNode;
  /** From `loadShell(c)`; null when it could not load, leaving a minimal shell. */
  data: unknown;
  /** Replaces the default shell islands (the page runtime may render its own). */
  islands?: ReactNode;
}

/**
 * The marketplace shell: skip link, sticky top navigation, `<main id="main">`, footer.
 * @example LAYOUTS.marketplace = { load: loadShell, Component: MarketplaceLayout }
 */
export function MarketplaceLayout({ children, data, islands }: MarketplaceLayoutProps) {
  const { t } = useI18n();
  const shell = data as ShellData | null;
  return (
    // A profile's grey canvas runs on to the footer, across the footer's top margin.
    <div className="flex min-h-dvh flex-col has-[>main>[data-profile]]:bg-canvas">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      {shell ? <TopNav shell={shell} t={t} /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {shell ? <SiteFooter shell={shell} t={t} /> : null}
      {shell ? (islands ?? <ShellIslands />) : null}
    </div>
  );
}

/**
 * The shell's enhancements. They render nothing, so they hydrate on first use of the menu they
 * enhance (a marker with no box is never "visible"), and pages no one touches load no React.
 */
const SHELL_DISCLOSURES = [
  { target: FIND_PROVIDER_ID, behaviour: 'dropdown' },
  { target: MOBILE_MENU_ID, behaviour: 'modal' },
  { target: LANGUAGE_SWITCHER_ID, behaviour: 'dropdown' },
] as const;

function ShellIslands() {
  return SHELL_DISCLOSURES.map((props) => (
    <Island
      key={props.target}
      name="disclosure"
      component={Disclosure}
      props={props}
      when="interaction"
      trigger={props.target}
    />
  ));
}
