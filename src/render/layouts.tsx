import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { MarketplaceLayout } from './marketplace-layout';
import type { LayoutName } from './screen';
import { loadShell } from './shell-data';

/** What a layout receives: the page body and the data its `load` returned (null if it failed). */
export interface LayoutProps {
  children: ReactNode;
  data: unknown;
}

/** A shell around screens: optional data loader (run before streaming) and component. */
export interface Layout {
  load?: (c: Context) => Promise<unknown>;
  Component: (props: LayoutProps) => ReactNode;
}

function Bare({ children }: LayoutProps) {
  return <main id="main">{children}</main>;
}

/**
 * The layouts screens name. A layout renders the `<main id="main">` landmark around `children`;
 * its data loads before streaming and a failure leaves it `null` (minimal shell), never a 500.
 */
export const LAYOUTS: Record<LayoutName, Layout> = {
  // The profile screens too: their header and tabs are their own, inside this shell.
  marketplace: { load: loadShell, Component: MarketplaceLayout },
  bare: { Component: Bare },
};
