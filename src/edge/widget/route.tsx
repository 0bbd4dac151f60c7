import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { renderToStaticMarkup } from 'react-dom/server';
import { query } from '../../graphql/client';
import { type Translate, translator } from '../../i18n/translate';
import { link } from '../../routing/link';
import { Badge, NeutralBadge } from './badge';
import { badgeSize, badgeTheme, memberSlug, reviewCount, widgetLocale } from './params';
import { WIDGET_CSS, WidgetReviewsPage, WidgetUnavailablePage } from './reviews-page';

/** Edge caches keep a badge ten minutes and may serve it a day while refreshing it. */
export const BADGE_CACHE = 'public, max-age=300, s-maxage=600, stale-while-revalidate=86400';
/** An unknown or removed member's answer changes rarely. */
const GONE_CACHE = 'public, max-age=300, s-maxage=3600';
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *";

let widgetPolicy: Promise<string> | undefined;
/** The widget's CSP: no script at all, its one style sheet by hash, framed by any site. */
function reviewsPolicy(): Promise<string> {
  widgetPolicy ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(WIDGET_CSS)).then((digest) => {
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    return `default-src 'none'; script-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *`;
  });
  return widgetPolicy;
}

/** What both widgets read first: the locale (`?lang=`), its translator, the brand and the member. */
function widgetRequest(c: Context) {
  const locale = widgetLocale(c.req.query('lang'));
  // Named operations read translated fields in the context's locale.
  c.set('locale', locale);
  const slug = memberSlug(c.req.param('member'));
  return { locale, t: translator(locale), brand: c.get('config').BRAND_NAME, slug };
}

/** A member with no widget: a removed one (410) or an unknown one (404), and the label saying so. */
function unavailable(member: { status: string } | null | undefined, t: Translate) {
  return member
    ? { label: t('widget.badge.unavailable'), status: 410 as const }
    : { label: t('widget.badge.notFound'), status: 404 as const };
}

const svg = (c: Context, body: string, status: 200 | 404 | 410) => {
  c.set('embedPolicy', IMAGE_POLICY);
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, status, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': status === 200 ? BADGE_CACHE : GONE_CACHE,
    'X-Content-Type-Options': 'nosniff',
  });
};

/** Badge and reviews widget, made for `<img>` and `<iframe>` on the members' own sites. */
export const widgetRoutes = new Hono<{ Bindings: Env }>();

widgetRoutes.use('*', etag());

widgetRoutes.get('/:member/badge.svg', async function badge(c) {
  const { locale, t, brand, slug } = widgetRequest(c);
  const theme = badgeTheme(c.req.query('theme'));
  const size = badgeSize(c.req.query('size'));
  const { member } = slug ? await query(c, 'WidgetBadge', { slug }) : { member: null };
  if (member?.status !== 'active') {
    const { label, status } = unavailable(member, t);
    const neutral = <NeutralBadge label={label} brand={brand} theme={theme} size={size} locale={locale} />;
    return svg(c, renderToStaticMarkup(neutral), status);
  }
  const best = member.standings[0];
  const facts = {
    name: member.name,
    averageRating: member.averageRating ?? null,
    reviewCount: member.reviewCount,
    standing: best ? { period: best.period, position: best.position, category: best.category } : null,
  };
  const markup = renderToStaticMarkup(
    <Badge facts={facts} locale={locale} t={t} brand={brand} theme={theme} size={size} />,
  );
  return svg(c, markup, 200);
});

widgetRoutes.get('/:member/reviews', async function reviews(c) {
  const { locale, t, brand, slug } = widgetRequest(c);
  const count = reviewCount(c.req.query('count'));
  const { member } = slug ? await query(c, 'WidgetReviews', { slug, count }) : { member: null };
  c.set('embedPolicy', await reviewsPolicy());
  const html = (markup: string, status: 200 | 404 | 410) =>
    c.html(`<!doctype html>${markup}`, status, {
      'Cache-Control': status === 200 ? BADGE_CACHE : GONE_CACHE,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  if (member?.status !== 'active') {
    const { label, status } = unavailable(member, t);
    return html(
      renderToStaticMarkup(<WidgetUnavailablePage locale={locale} label={label} brand={brand} />),
      status,
    );
  }
  const origin = new URL(c.req.url).origin;
  const absolute = (path: string) => new URL(path, origin).href;
  const links = {
    profile: absolute(link(locale, 'profil-slug', { slug: member.slug })),
    reviews: absolute(link(locale, 'profil-slug-reviews', { slug: member.slug })),
    review: (review: { id: string }) =>
      absolute(link(locale, 'profil-slug-reference-id', { slug: member.slug, id: review.id })),
  };
  return html(
    renderToStaticMarkup(
      <WidgetReviewsPage member={member} locale={locale} t={t} brand={brand} links={links} />,
    ),
    200,
  );
});
