import type { Context } from 'hono';
import { createElement, type ReactNode } from 'react';
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

/**
 * A page ready to render. Its status and head are known; its body is ready, or still loading
 * (a promise): then the head and the shell are sent at once and the body follows when it is
 * ready (see {@link renderPage}).
 */
export interface PageParts {
  status: number;
  locale: Locale;
  layout: LayoutName;
  head: DocumentHead;
  body: ReactNode | Promise<ReactNode>;
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

/** Where the body goes in the frame: an element no page renders, cut out before anything is sent. */
const BODY_SLOT = 'trustboard-body-slot';
const SLOT_MARKUP = `<${BODY_SLOT}></${BODY_SLOT}>`;

function BodySlot() {
  return createElement(BODY_SLOT);
}

/** Logs a failure to render (the frame or a streamed body) and keeps the page out of the cache. */
function renderFailed(c: Context, error: unknown): void {
  skipPageCache(c);
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      message: 'render',
      error: String(error),
    }),
  );
}

/** What replaces a body that failed once the head has gone: a short notice, in the page's language. */
function SectionFailed({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-ink">{t('common.sectionFailed.title')}</h1>
      <p className="mt-2 text-slate-600">{t('common.sectionFailed.hint')}</p>
    </section>
  );
}

const encoder = new TextEncoder();

/**
 * Renders a page. The frame (document head, shell) is rendered around a slot with
 * `renderToString`; a ready body fills the slot and the page is one string. A body still loading
 * streams in document order: the frame up to the slot leaves at once (stylesheet, title,
 * canonical, hreflang, navigation), then the body once its data has come, then the rest of the
 * frame (footer, scripts). Three chunks, each rendered whole: no placeholder, nothing moved into
 * place by a script, so the page reads the same without JavaScript and nothing shifts. A body
 * that fails after the head has gone (its status can no longer change) is replaced by a notice
 * and the page is kept out of the cache. `c.var.bodySent` settles when the last byte is sent.
 * See docs/decisions/streamed-pages.md.
 */
export async function renderPage(c: Context, parts: PageParts): Promise<Response> {
  const layout = LAYOUTS[parts.layout];
  const layoutData = await loadLayout(c, parts.layout);
  const Shell = layout.Component;
  const streamed = parts.body instanceof Promise;
  const frame = (body: ReactNode) => (
    <I18nProvider locale={parts.locale}>
      <Document
        locale={parts.locale}
        head={parts.head}
        scripts={parts.scripts}
        config={publicConfig(c.get('config'), BUILD_ID)}
      >
        <Shell data={layoutData}>{body}</Shell>
      </Document>
    </I18nProvider>
  );
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
  let html: string;
  try {
    html = `<!DOCTYPE html>${renderToString(frame(streamed ? <BodySlot /> : (parts.body as ReactNode)))}`;
  } catch (error) {
    renderFailed(c, error);
    throw error;
  }
  if (!streamed) return new Response(html, { status: parts.status, headers });
  const cut = html.indexOf(SLOT_MARKUP);
  const before = html.slice(0, cut);
  const after = html.slice(cut + SLOT_MARKUP.length);
  const body = parts.body as Promise<ReactNode>;
  // Settled when the body is ready: no rejection is left unheard while the frame is sent.
  const ready = body.then(
    (node) => ({ node }),
    (error: unknown) => ({ error }),
  );
  let sent: () => void = () => undefined;
  c.set('bodySent', new Promise<void>((resolve) => (sent = resolve)));
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(before));
      // A turn of the event loop, so the head is written out before the body's rendering takes
      // the thread, even when the body's data came with the lead's.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const outcome = await ready;
      let middle: string;
      try {
        if ('error' in outcome) throw outcome.error;
        middle = renderToString(<I18nProvider locale={parts.locale}>{outcome.node}</I18nProvider>);
      } catch (error) {
        renderFailed(c, error);
        middle = renderToString(<SectionFailed locale={parts.locale} />);
      }
      controller.enqueue(encoder.encode(middle + after + (c.get('closingNote')?.() ?? '')));
      controller.close();
      sent();
    },
    cancel() {
      sent();
    },
  });
  return new Response(stream, { status: parts.status, headers });
}
