import type { Context } from 'hono';
import { query } from '../graphql/client';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale, toLangCode } from '../i18n/locales';
import { type Translate, type TranslationKey, translator } from '../i18n/translate';
import { contentLinkResolver, memberAppUrl } from '../routing/content-link';
import { link, localePath, tagLink } from '../routing/link';
import { type ServiceTag, sortActivities } from '../ui/marketplace/services-model';
import type { ShellData, ShellLink, ShellLinkGroup, ShellServiceGroup } from '../ui/shell/types';

/** The displayed number of verified client reviews in the footer (spec section 9). */
export const FOOTER_REVIEWS_COUNT = 30000;

type Component = {
  kind: string;
  position: number;
  title?: string | null;
  content?: unknown;
  subComponents?: Component[];
};
type Resolve = (raw: unknown) => string | null;

const linkOf = (component: Component) => (component.content as { link?: unknown } | null)?.link;
const byPosition = (a: Component, b: Component) => a.position - b.position;

/** Dictionary label of a navigation entry by its CMS link, used when the CMS has no title. */
function navFallback(raw: unknown, t: Translate): string {
  const value = (raw ?? {}) as { target?: unknown; page?: unknown };
  if (value.target === 'BRAND_HOME') return t('shell.nav.home');
  if (value.target === 'MEDIA') return t('shell.nav.media');
  if (value.page === 'HOME_MEMBERS_CLIENTS') return t('shell.nav.trustSearch');
  if (value.page === 'LEADERBOARD') return t('shell.nav.leaderboards');
  if (value.page === 'TRUSTAWARDS') return t('shell.nav.trustawards');
  return '';
}

const DEFAULT_NAV = [
  { target: 'BRAND_HOME' },
  { target: 'MEDIA' },
  { page: 'HOME_MEMBERS_CLIENTS' },
  { page: 'LEADERBOARD' },
  { page: 'TRUSTAWARDS' },
];

function resolveLinks(items: { label: string; link: unknown }[], resolve: Resolve): ShellLink[] {
  return items.flatMap(({ label, link: raw }) => {
    const href = resolve(raw);
    return href && label ? [{ label, href }] : [];
  });
}

/** Main navigation from MAIN_NAV (docs/cms.md), or the five spec entries when it is empty. */
export function buildNav(components: Component[] | null, resolve: Resolve, t: Translate): ShellLink[] {
  const links = (components ?? []).filter((item) => item.kind === 'LINK').sort(byPosition);
  const items =
    links.length > 0
      ? links.map((item) => ({ label: item.title || navFallback(linkOf(item), t), link: linkOf(item) }))
      : DEFAULT_NAV.map((raw) => ({ label: navFallback(raw, t), link: raw }));
  return resolveLinks(items, resolve);
}

/** Footer link groups and legal links from MAIN_FOOTER, with the spec's groups as defaults. */
export function buildFooterLinks(components: Component[] | null, resolve: Resolve, t: Translate) {
  const list = [...(components ?? [])].sort(byPosition);
  const children = (item: Component) =>
    [...(item.subComponents ?? [])]
      .filter((child) => child.kind === 'LINK')
      .sort(byPosition)
      .map((child) => ({ label: child.title ?? '', link: linkOf(child) }));
  let groups: ShellLinkGroup[] = list
    .filter((item) => item.kind === 'LINK_GROUP' && item.title)
    .map((item) => ({ title: item.title as string, links: resolveLinks(children(item), resolve) }))
    .filter((group) => group.links.length > 0);
  if (groups.length === 0) {
    const group = (title: TranslationKey, items: [TranslationKey, unknown][]) => ({
      title: t(title),
      links: resolveLinks(
        items.map(([label, raw]) => ({ label: t(label), link: raw })),
        resolve,
      ),
    });
    groups = [
      group('shell.footer.findProvider', [
        [
          'shell.footer.directory',
          { route: 'membres-category-slug-geography', params: { category: 'services' } },
        ],
      ]),
      group('shell.footer.listCompany', [
        ['shell.footer.howItWorks', { target: 'SOLUTIONS' }],
        ['shell.footer.helpCenter', { target: 'HELP_CENTER' }],
      ]),
      group('shell.footer.company', [
        ['shell.footer.jobs', { target: 'JOBS' }],
        ['shell.footer.linkedin', { target: 'LINKEDIN' }],
        ['shell.footer.twitter', { target: 'TWITTER' }],
      ]),
    ].filter((group) => group.links.length > 0);
  }
  const legalGroup = list.find((item) => item.kind === 'LEGAL');
  let legal = legalGroup ? resolveLinks(children(legalGroup), resolve) : [];
  if (legal.length === 0) {
    legal = resolveLinks(
      [
        { label: t('shell.footer.legalNotice'), link: { target: 'LEGAL_NOTICE' } },
        { label: t('shell.footer.terms'), link: { target: 'TERMS' } },
        { label: t('shell.footer.privacy'), link: { target: 'PRIVACY' } },
      ],
      resolve,
    );
  }
  const tagline = list.find((item) => item.kind === 'TEXT')?.title || t('shell.footer.tagline');
  return { groups, legal, tagline };
}

/** Service categories with their activities, sorted by label, each linked to its tag path. */
export function buildServices(categories: ServiceTag[] | null, locale: Locale): ShellServiceGroup[] {
  return (categories ?? []).flatMap((category) => {
    const href = tagLink(locale, { kind: 'CATEGORY', slug: category.slug });
    if (!href) return [];
    const activities = sortActivities(
      (category.children ?? []).map((child) => ({ ...child, label: child.label ?? null })),
      locale,
    );
    return [
      {
        id: category.id,
        label: category.label || category.slug,
        icon: category.icon ?? null,
        href,
        items: activities.flatMap((activity) => {
          const itemHref = tagLink(locale, { kind: activity.kind, slug: activity.slug, parent: category });
          return itemHref
            ? [{ id: activity.id, label: activity.label || activity.slug, href: itemHref }]
            : [];
        }),
      },
    ];
  });
}

/** What an error page tells the shell (`c.var`). */
declare module 'hono' {
  interface ContextVariableMap {
    /** The language switcher links each locale's home, not the failed address. */
    languagesToHome?: boolean;
  }
}

/**
 * Points the language switcher of this response at each locale's home instead of the current
 * address: an error page must not repeat the (visitor-chosen, unbounded) path it failed on.
 */
export function languagesToHome(c: Context): void {
  c.set('languagesToHome', true);
}

/**
 * The language switcher's links: each goes through GET /_locale, which stores the choice in the
 * `locale` cookie and redirects to the same page (path and query) in that locale.
 * @example languageLinks(new URL('https://x/en-GB/articles'), 'en-GB')[0].href
 *   // '/_locale?to=fr-FR&next=%2Fen-GB%2Farticles'
 */
export function languageLinks(url: URL, current: Locale) {
  const next = `${url.pathname}${url.search}`;
  return LOCALES.map((locale) => ({
    locale,
    label: LANGUAGE_NAMES[locale],
    href: `/_locale?${new URLSearchParams({ to: locale, next })}`,
    current: locale === current,
  }));
}

/** Up to `max` distinct named contacts (with their photo), in order: the footer's avatar group. */
export function reviewersOf(
  contacts: { fullName: string; avatar?: { url: string } | null }[] | null,
  max = 3,
): { name: string; src: string | null }[] {
  const seen = new Set<string>();
  const people: { name: string; src: string | null }[] = [];
  for (const contact of contacts ?? []) {
    if (!contact.fullName || seen.has(contact.fullName)) continue;
    seen.add(contact.fullName);
    people.push({ name: contact.fullName, src: contact.avatar?.url ?? null });
    if (people.length === max) break;
  }
  return people;
}

/**
 * The shell's operation in the request's language: the shell and any screen that shows the same
 * data (the home page's services) ask through this, so the page runs it once.
 */
export function shellQuery(c: Context) {
  return query(c, 'Shell', { lang: toLangCode(c.get('locale') ?? DEFAULT_LOCALE) });
}

/**
 * Loads everything the shared shell shows in one operation (`Shell`). When it fails, every part
 * falls back to its defaults, so the error page can always render its shell too.
 * @example const shell = await loadShell(c)
 */
export async function loadShell(c: Context): Promise<ShellData> {
  const locale = c.get('locale') ?? DEFAULT_LOCALE;
  const config = c.get('config');
  const t = translator(locale);
  const resolve = contentLinkResolver(locale, config);
  const shell = await shellQuery(c).catch(() => null);
  const footerLinks = buildFooterLinks(shell?.mainFooter ?? null, resolve, t);
  const ctaButton = (shell?.defaultCta?.content as { button?: { link?: unknown } } | null)?.button;
  const demoHref = ctaButton ? resolve(ctaButton.link) : null;
  const appUrl = memberAppUrl(config);
  return {
    locale,
    brandName: config.BRAND_NAME,
    homeHref: link(locale, 'index', {}),
    directoryHref: link(locale, 'membres-category-slug-geography', { category: 'services' }),
    nav: buildNav(shell?.mainNavigation ?? null, resolve, t),
    services: buildServices(shell?.membersServices ?? null, locale),
    demo: demoHref ? { label: t('shell.bookDemo'), href: demoHref } : null,
    login: appUrl ? { label: t('shell.login'), href: appUrl } : null,
    memberAccess: appUrl ? { label: t('shell.memberAccess'), href: appUrl } : null,
    isUser: Boolean(c.get('isUser')),
    languages: languageLinks(
      c.get('languagesToHome') ? new URL(localePath(locale, '/'), c.req.url) : new URL(c.req.url),
      locale,
    ),
    footer: {
      tagline: footerLinks.tagline,
      reviewers: reviewersOf(shell?.coolReviewContacts ?? null),
      reviewsCount: FOOTER_REVIEWS_COUNT,
      groups: footerLinks.groups,
      legal: footerLinks.legal,
      year: new Date().getUTCFullYear(),
    },
  };
}
