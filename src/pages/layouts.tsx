import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../app-env';
import { useI18n } from '../i18n/i18n-context';
import type { LayoutName } from './screen';

/** What a layout receives: the page body and the data its `load` returned (null if it failed). */
export interface LayoutProps {
  children: ReactNode;
  data: unknown;
}

/** A shell around screens: optional data loader (run before streaming) and component. */
export interface Layout {
  load?: (c: Context<AppEnv>) => Promise<unknown>;
  Component: (props: LayoutProps) => ReactNode;
}

function MinimalShell({ children }: LayoutProps) {
  const { t } = useI18n();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('common.skipToContent')}
      </a>
      <main id="main">{children}</main>
    </>
  );
}

function Bare({ children }: LayoutProps) {
  return <main id="main">{children}</main>;
}

/**
 * The layouts screens name. The marketplace and profile shells (header, footer, menus) plug in
 * here: `{ load: loadShellData, Component: MarketplaceLayout }`. A layout renders the `<main
 * id="main">` landmark around `children`.
 */
export const LAYOUTS: Record<LayoutName, Layout> = {
  marketplace: { Component: MinimalShell },
  profile: { Component: MinimalShell },
  bare: { Component: Bare },
};
