import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { SiteFooter } from '../shell/site-footer';
import { TopNav } from '../shell/top-nav';
import type { ShellData } from '../shell/types';

export interface MarketplaceLayoutProps {
  children: ReactNode;
  /** From `loadShell(c)`; null when it could not load, leaving a minimal shell. */
  data: unknown;
  /** The shell islands (dropdown, mobile menu, locale switch), rendered by the page runtime. */
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
    <div className="flex min-h-dvh flex-col">
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
      {islands}
    </div>
  );
}
