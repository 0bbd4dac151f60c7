import type { Config } from '../../config';
import { currentPeriod, periodSlug } from '../../domain/periods';
import type { Locale } from '../../i18n/locales';
import { link } from '../../routing/link';
import { ROUTES, type RouteName } from '../../routing/route-table';

/** External targets a CMS link may name (docs/cms.md), mapped to configuration (design section 10). */
function targetUrl(target: string, config: Config): string | null {
  const site = config.BRAND_SITE_URL.replace(/\/$/, '');
  const urls: Record<string, string> = {
    BRAND_HOME: `${site}/`,
    MEDIA: `${site}/articles`,
    MEMBER_APP: `${config.MEMBER_APP_URL.replace(/\/$/, '')}/app`,
    HELP_CENTER: config.HELP_CENTER_URL,
    JOBS: config.JOBS_URL,
    LINKEDIN: config.LINKEDIN_URL,
    TWITTER: config.TWITTER_URL,
    LEGAL_NOTICE: `${site}/legal/legal-notice`,
    TERMS: `${site}/legal/terms`,
    PRIVACY: `${site}/legal/privacy`,
    SOLUTIONS: `${site}/solutions`,
  };
  return urls[target] ?? null;
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
    if (typeof value.target === 'string') return targetUrl(value.target, config);
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
