import type { Config } from '../config';
import { currentPeriod, periodSlug } from '../domain/periods';
import type { Locale } from '../i18n/locales';
import { link } from './link';
import { ROUTES, type RouteName } from './route-table';

const trimmed = (value: string) => value.replace(/\/$/, '');

/**
 * External targets a CMS link may name (docs/cms.md), mapped to configuration (design section 10).
 * A corporate address left empty falls back to the product's own page (home, articles) or, when
 * the product has none, gives null so the link is hidden: every link a visitor sees works.
 */
function targetUrl(target: string, config: Config, locale: Locale): string | null {
  const site = trimmed(config.BRAND_SITE_URL);
  const onSite = (path: string) => (site ? `${site}${path}` : null);
  const urls: Record<string, string | null> = {
    BRAND_HOME: site ? `${site}/` : link(locale, 'index', {}),
    MEDIA: site ? `${site}/articles` : link(locale, 'articles', {}),
    MEMBER_APP: memberAppUrl(config),
    HELP_CENTER: config.HELP_CENTER_URL || null,
    JOBS: config.JOBS_URL || null,
    LINKEDIN: config.LINKEDIN_URL || null,
    TWITTER: config.TWITTER_URL || null,
    LEGAL_NOTICE: onSite('/legal/legal-notice'),
    TERMS: onSite('/legal/terms'),
    PRIVACY: onSite('/legal/privacy'),
    SOLUTIONS: onSite('/solutions'),
  };
  return urls[target] ?? null;
}

/**
 * The member area's address (login, my account), or null when no member app is configured.
 * @example memberAppUrl({ MEMBER_APP_URL: 'https://app.example.com/' }) // 'https://app.example.com/app'
 */
export function memberAppUrl(config: Pick<Config, 'MEMBER_APP_URL'>): string | null {
  return config.MEMBER_APP_URL ? `${trimmed(config.MEMBER_APP_URL)}/app` : null;
}

/**
 * Resolves `content.link` of a CMS block to an address: a named route in the visitor's locale,
 * an external target from configuration, or a content page. Anything malformed gives null, so a
 * bad content entry hides a button instead of breaking the page.
 */
export function contentLinkResolver(locale: Locale, config: Config) {
  return function resolveLink(raw: unknown): string | null {
    if (!raw || typeof raw !== 'object') return null;
    const value = raw as { route?: unknown; params?: unknown; target?: unknown; page?: unknown };
    if (typeof value.target === 'string') return targetUrl(value.target, config, locale);
    if (value.page === 'HOME_MEMBERS_CLIENTS') return link(locale, 'membres-search', { segments: [] });
    if (value.page === 'TRUSTAWARDS') {
      return link(locale, 'membres-trustawards-year', { year: new Date().getUTCFullYear() - 1 });
    }
    if (value.page === 'LEADERBOARD') {
      return link(locale, 'membres-leaderboards-slug', { slug: periodSlug(currentPeriod('weekly')) });
    }
    if (typeof value.route === 'string' && Object.hasOwn(ROUTES, value.route)) {
      const route = ROUTES[value.route as RouteName];
      const parsed = route.params.safeParse(value.params ?? {});
      return parsed.success ? link(locale, value.route as RouteName, parsed.data as never) : null;
    }
    return null;
  };
}
