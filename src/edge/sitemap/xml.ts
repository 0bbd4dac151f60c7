import { DEFAULT_LOCALE } from '../../i18n/locales';
import { localeVariants } from './paths';

/** One page of the site: its locale-free path and when its data last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);

/** A W3C datetime for lastmod, or null when the stored value is not a date. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/**
 * The `<url>` entries of one page: one per locale, each listing every locale and x-default
 * (the fr-FR address) as absolute alternates, so the alternates are reciprocal by construction.
 */
export function pageEntries(origin: string, page: SitemapPage): string {
  const variants = localeVariants(page.path).map((variant) => ({
    locale: variant.locale,
    href: escapeXml(origin + variant.path),
  }));
  const lastmod = w3cDate(page.lastmod);
  const defaultHref = variants.find((variant) => variant.locale === DEFAULT_LOCALE)?.href ?? '';
  const links = [
    ...variants.map(
      ({ locale, href }) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${defaultHref}"/>`,
  ].join('');
  return variants
    .map(
      ({ href }) =>
        `<url><loc>${href}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>\n`,
    )
    .join('');
}

/** A sitemap index listing child sitemaps by absolute address. */
export function sitemapIndex(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/**
 * Streams a urlset: the pages are rendered a slice at a time as the reader pulls.
 * @example new Response(urlsetStream(origin, pages))
 */
export function urlsetStream(origin: string, pages: SitemapPage[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  const SLICE = 100;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    pull(controller) {
      const slice = pages.slice(index, index + SLICE);
      index += SLICE;
      if (slice.length > 0)
        controller.enqueue(encoder.encode(slice.map((page) => pageEntries(origin, page)).join('')));
      if (index >= pages.length) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}
