import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppEnv } from '../app-env';
import { publicConfig } from '../config';
import { BUILD_ID } from '../generated/build-id';
import { EVERY_PAGE_TAG } from '../http/page-tags';
import { I18nProvider } from '../i18n/i18n-context';
import { LOCALES, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { isIndexableHost } from '../middleware/robots-policy';
import { cachedOrRendered, keepCanonicalQueryOnly, skipPageCache } from '../pages/page-cache';
import { SCREENS } from '../pages/screen-registry';
import { link } from '../routing/link';
import { safeRedirect } from '../routing/redirect';
import type { RouteName, RouteParams } from '../routing/route-table';
import { Document, type DocumentHead } from './document';
import { LAYOUTS } from './layouts';
import type { Head, LayoutName, ScreenContext } from './screen';

/** A page ready to stream: everything that could fail has run already. */
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
  c: Context<AppEnv>,
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
export interface RenderVariables {
  layoutData?: Promise<unknown>;
}

/**
 * Starts loading a layout's data once per request (the screen's loader and the error page share
 * it); a failure resolves to null (minimal shell), never a rejection.
 */
export function loadLayout(c: Context<AppEnv>, name: LayoutName): Promise<unknown> {
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
 * Renders a page: the layout's data (started by the screen, or now) is awaited first, then React
 * renders the document (every visitor, crawlers too, gets it whole). The status is fixed first.
 */
export async function streamPage(c: Context<AppEnv>, parts: PageParts): Promise<Response> {
  const layout = LAYOUTS[parts.layout];
  keepCanonicalQueryOnly(c, parts.head.canonical);
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

/**
 * Tags of a page's cached copies (src/render/page-cache.ts): every page shows rankings (cards,
 * badges, leaderboards), and a member's profile pages also carry the member's own tag.
 * @example pageTags('profil-slug', { slug: 'acme' }) // ['rankings', 'member:acme']
 */
export function pageTags(name: RouteName, params: unknown): string[] {
  const slug = (params as { slug?: unknown } | undefined)?.slug;
  return name.startsWith('profil-') && typeof slug === 'string'
    ? [EVERY_PAGE_TAG, `member:${slug}`]
    : [EVERY_PAGE_TAG];
}

/**
 * Renders the screen of a named route, or answers it from the shared page cache for an anonymous
 * visitor: loads its module, runs its loader before streaming (a thrown HttpError becomes the
 * error page with its status), then streams head and body.
 */
export function renderScreen<N extends RouteName>(
  c: Context<AppEnv>,
  name: N,
  params: RouteParams<N>,
): Promise<Response> {
  return cachedOrRendered(c, pageTags(name, params), () => renderFresh(c, name, params));
}

async function renderFresh<N extends RouteName>(
  c: Context<AppEnv>,
  name: N,
  params: RouteParams<N>,
): Promise<Response> {
  const { screen } = await SCREENS[name]();
  const locale = c.get('locale');
  const ctx: ScreenContext<RouteParams<N>> = {
    c,
    params,
    locale,
    t: translator(locale),
    url: new URL(c.req.url),
  };
  // The shell's operations start with the screen's, so their D1 reads share round trips.
  void loadLayout(c, screen.layout);
  const data = screen.load ? await screen.load(ctx) : undefined;
  const moved = screen.redirect?.(data, ctx);
  if (moved) return safeRedirect(c, moved, 301);
  const head = documentHead(c, name, params, screen.head(ctx, data));
  const Component = screen.Component;
  return streamPage(c, {
    status: screen.status?.(data) ?? 200,
    locale,
    layout: screen.layout,
    head,
    body: <Component data={data} params={params} url={ctx.url} />,
  });
}
