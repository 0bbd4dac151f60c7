import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { publicConfig } from '../config';
import { BUILD_ID } from '../generated/build-id';
import { I18nProvider } from '../i18n/i18n-context';
import { LOCALES, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { isIndexableHost } from '../middleware/robots-policy';
import { link } from '../routing/link';
import type { RouteName, RouteParams } from '../routing/route-table';
import { Document, type DocumentHead } from './document';
import { LAYOUTS } from './layouts';
import type { Head, LayoutName } from './screen';
import { skipPageCache } from './skip-page-cache';

/** A page ready to render: everything that could fail has run already. */
export interface PageParts {
  status: number;
  locale: Locale;
  layout: LayoutName;
  head: DocumentHead;
  body: ReactNode;
  scripts?: ReactNode;
}

/**
 * Resolves a screen's head to absolute canonical and hreflang URLs (all six locales, x-default
 * fr-FR) for a named route.
 */
export function documentHead<N extends RouteName>(
  c: Context,
  name: N,
  params: RouteParams<N>,
  head: Head,
): DocumentHead {
  const origin = new URL(c.req.url).origin;
  const absolute = (locale: Locale) => new URL(link(locale, name, params, head.canonicalQuery), origin).href;
  const locale = c.get('locale');
  return {
    title: `${head.title} | ${c.get('config').BRAND_NAME}`,
    description:
      head.description ??
      translator(locale)('common.defaultDescription', { brand: c.get('config').BRAND_NAME }),
    canonical: absolute(locale),
    alternates: [
      ...LOCALES.map((code) => ({ hrefLang: code, href: absolute(code) })),
      { hrefLang: 'x-default', href: absolute('fr-FR') },
    ],
    image: head.image ? new URL(head.image, origin).href : undefined,
    ogType: head.ogType ?? 'website',
    siteName: c.get('config').BRAND_NAME,
    jsonLd: head.jsonLd ?? [],
    noindex: Boolean(head.noindex) || !isIndexableHost(c),
    feeds: head.feeds?.map((feed) => ({ title: feed.title, href: new URL(feed.href, origin).href })),
  };
}

/** `c.get('layoutData')`: the layout's data, loading once per request (screen and error page share it). */
declare module 'hono' {
  interface ContextVariableMap {
    layoutData?: Promise<unknown>;
  }
}

/**
 * Starts loading a layout's data once per request (the screen's loader and the error page share
 * it); a failure resolves to null (minimal shell), never a rejection.
 */
export function loadLayout(c: Context, name: LayoutName): Promise<unknown> {
  const layout = LAYOUTS[name];
  if (!layout.load) return Promise.resolve(null);
  let pending = c.get('layoutData');
  if (!pending) {
    pending = layout.load(c).catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          requestId: c.get('requestId'),
          message: 'layout data',
          error: String(error),
        }),
      );
      return null;
    });
    c.set('layoutData', pending);
  }
  return pending;
}

/**
 * Renders a page to one string: the layout's data (started by the screen, or now) is awaited
 * first, then React renders the document (every visitor, crawlers too, gets it whole). The status
 * is fixed first.
 */
export async function renderPage(c: Context, parts: PageParts): Promise<Response> {
  const layout = LAYOUTS[parts.layout];
  const layoutData = await loadLayout(c, parts.layout);
  const Shell = layout.Component;
  const tree = (
    <I18nProvider locale={parts.locale}>
      <Document
        locale={parts.locale}
        head={parts.head}
        scripts={parts.scripts}
        config={publicConfig(c.get('config'), BUILD_ID)}
      >
        <Shell data={layoutData}>{parts.body}</Shell>
      </Document>
    </I18nProvider>
  );
  // Every screen's data is loaded before rendering and nothing suspends, so the page renders in
  // one synchronous pass either way; rendering to one string skips the stream renderer's encoding
  // of each small chunk (TextEncoder per chunk was about a sixth of a full miss's CPU).
  let html: string;
  try {
    html = `<!DOCTYPE html>${renderToString(tree)}`;
  } catch (error) {
    skipPageCache(c);
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId'),
        message: 'render',
        error: String(error),
      }),
    );
    throw error;
  }
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
  return new Response(html, { status: parts.status, headers });
}
