import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translate';
import type { RouteName, RouteParams } from '../routing/route-table';

/**
 * Which shell wraps a screen: the marketplace layout (the profile screens add their own header
 * and tabs inside it), or none.
 */
export type LayoutName = 'marketplace' | 'bare';

/** What a screen's loader and head receive. */
export interface ScreenContext<P> {
  /** The Hono context: pass it to `query(c, name, vars)`; never read bindings from a screen. */
  c: Context;
  params: P;
  locale: Locale;
  t: Translate;
  /** The request URL (query string filters, pagination). */
  url: URL;
}

/** The head of a page; canonical and hreflang alternates are built by the renderer. */
export interface Head {
  title: string;
  description?: string;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
  ogType?: 'website' | 'article' | 'profile';
  /** Structured data objects, each serialised into its own JSON-LD script. */
  jsonLd?: readonly unknown[];
  /** Query kept in the canonical and alternate links (e.g. a page number); default none. */
  canonicalQuery?: Record<string, string>;
  /** Keep this page out of search results even on the production host. */
  noindex?: boolean;
  /** Atom feeds of the page (`<link rel="alternate" type="application/atom+xml">`). */
  feeds?: readonly { title: string; href: string }[];
}

/**
 * One screen module (`src/screens/<route-name>/index.tsx` exports `screen`). The renderer
 * validates params and starts `lead` and `load` together, so their D1 reads share round trips.
 * What decides the status, a redirect and the head comes from `lead` (without one, from `load`):
 * once it has come (a thrown HttpError still sets the status and renders the error page), the
 * head and the shell are sent, and the body follows when `load` has come.
 */
export interface Screen<P, D, L = D> {
  layout: LayoutName;
  /**
   * What the status, a redirect and the head need, in one D1 round trip at most (often none:
   * the route's params, the reference tables). Throw `notFound(path)` to fail. `data` is the
   * load already started: a page that cannot tell its status sooner (a filtered list's page
   * past the end) awaits it.
   */
  lead?: (ctx: ScreenContext<P>, data: Promise<D>) => Promise<L>;
  /** Reads data through named operations; throw `notFound(path)` / `new HttpError(...)` to fail. */
  load?: (ctx: ScreenContext<P>) => Promise<D>;
  head: (ctx: ScreenContext<P>, lead: NoInfer<L>) => Head;
  /** Structured data (JSON-LD) made from the whole data: sent with the body, after the head. */
  jsonLd?: (ctx: ScreenContext<P>, data: D) => readonly unknown[];
  Component: (props: { data: D; params: P; url: URL }) => ReactNode;
  /** Status of the rendered page when not 200 (a removed company's profile answers 410). */
  status?: (lead: NoInfer<L>) => number;
  /** The canonical path (locale included) when the loaded data lives at another address: 301. */
  redirect?: (lead: NoInfer<L>, ctx: ScreenContext<P>) => string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: the route table holds screens of every data type.
export type AnyScreen = Screen<any, any, any>;

/**
 * Declares a screen for a named route, typing its params from the route table.
 * @example export const screen = defineScreen('profil-slug', { layout: 'marketplace', load, head, Component })
 */
export function defineScreen<N extends RouteName, D = undefined, L = D>(
  _name: N,
  screen: Screen<RouteParams<N>, D, L>,
): Screen<RouteParams<N>, D, L> {
  return screen;
}
