import type { ReactNode } from 'react';
import { PUBLIC_CONFIG_META, type PublicConfig } from '../config';
import { assets } from '../generated/assets';
import { loader } from '../generated/csp';
import type { Locale } from '../i18n/locales';
import { safeJson } from '../ui/safe-json';
import { SITE_FOOTER_ID } from '../ui/shell/site-footer';

/** Everything the `<head>` says, resolved to absolute URLs by the renderer. */
export interface DocumentHead {
  title: string;
  description: string;
  canonical: string;
  alternates: readonly { hrefLang: string; href: string }[];
  image?: string;
  ogType: string;
  siteName: string;
  jsonLd: readonly unknown[];
  noindex: boolean;
  feeds?: readonly { title: string; href: string }[];
}

/**
 * Structured data (JSON-LD), one script per object: in the head when it comes from what the head
 * knows, at the end of a streamed body when it needs the body's data.
 */
export function StructuredData({ data }: { data: readonly unknown[] }) {
  return data.map((item, index) => (
    <script
      // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the response.
      key={index}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes every character that could end the script.
      dangerouslySetInnerHTML={{ __html: safeJson(item) }}
    />
  ));
}

/**
 * The HTML document of every page: lang, head (title, description, robots, canonical, hreflang,
 * Open Graph, the public configuration, JSON-LD), the one CSS file, the tiny client entry (through
 * its hashed loader, so the page carries no nonce and is the same for every anonymous visitor),
 * then the body.
 */
export function Document({
  locale,
  head,
  children,
  scripts,
  config,
}: {
  locale: Locale;
  head: DocumentHead;
  /** What the browser reads from the page (analytics write key and host, build id). */
  config: PublicConfig;
  children: ReactNode;
  scripts?: ReactNode;
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map((alternate) => (
          <link
            key={alternate.hrefLang}
            rel="alternate"
            hrefLang={alternate.hrefLang}
            href={alternate.href}
          />
        ))}
        {head.feeds?.map((feed) => (
          <link
            key={feed.href}
            rel="alternate"
            type="application/atom+xml"
            title={feed.title}
            href={feed.href}
          />
        ))}
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:type" content={head.ogType} />
        <meta property="og:url" content={head.canonical} />
        <meta property="og:site_name" content={head.siteName} />
        <meta property="og:locale" content={locale.replace('-', '_')} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
        {(Object.keys(PUBLIC_CONFIG_META) as (keyof PublicConfig)[]).map((key) => (
          <meta key={key} name={PUBLIC_CONFIG_META[key]} content={config[key]} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {assets.css ? <link rel="stylesheet" href={assets.css} /> : null}
        {/*
          No frame is drawn before the whole `<main>` is parsed, which the footer's start tag
          marks (Chromium; other browsers ignore it; a page without the footer waits for the end
          of its HTML). A long page's first screen otherwise paints as its HTML is parsed: a row
          whose end is not parsed yet is drawn narrower, then moves once it is (layout shift),
          and the document is laid out again after the first paint, on the main thread.
        */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        <StructuredData data={head.jsonLd} />
        {loader ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed text, hashed into the CSP at build time.
          <script dangerouslySetInnerHTML={{ __html: loader }} />
        ) : null}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {scripts}
      </body>
    </html>
  );
}
