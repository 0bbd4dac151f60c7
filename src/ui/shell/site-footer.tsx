import { currentPeriod, periodSlug } from '../../domain/periods';
import { plural } from '../../i18n/plural';
import type { Translate } from '../../i18n/translate';
import { link } from '../../routing/link';
import { AvatarGroup } from '../avatar-group';
import { BrandLogo } from './brand-logo';
import type { ShellData } from './types';

/** The footer's id: the document holds its first frame until it is parsed (`document.tsx`). */
export const SITE_FOOTER_ID = 'site-footer';

/** Footer avatars of recent 'cool' reviews (spec section 9). */
export const FOOTER_AVATARS = 3;

/**
 * The footer: tagline, reviewers' avatars with the verified-reviews count, link groups,
 * copyright line of the current year and the legal links.
 */
export function SiteFooter({ shell, t }: { shell: ShellData; t: Translate }) {
  const { footer } = shell;
  const groups = [...footer.groups, exploreGroup(shell, t)];
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is its contentinfo landmark, which takes a name
    <footer
      id={SITE_FOOTER_ID}
      aria-label={t('shell.footer.label')}
      className="offscreen-lazy mt-20 bg-brand-950 text-stone-300"
    >
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.2fr_2fr]">
        <div className="flex max-w-sm flex-col gap-5">
          <a
            href={shell.homeHref}
            className="self-start rounded-md"
            aria-label={t('shell.homeLink', { brand: shell.brandName })}
          >
            <BrandLogo name={shell.brandName} inverted />
          </a>
          <p className="text-pretty text-base text-stone-200">{footer.tagline}</p>
          {footer.reviewers.length > 0 ? (
            <div className="flex items-center gap-3">
              <AvatarGroup
                people={footer.reviewers.slice(0, FOOTER_AVATARS)}
                max={FOOTER_AVATARS}
                size="md"
              />
              <p className="text-sm font-medium text-white">
                {plural(t, 'shell.footer.reviews', footer.reviewsCount)}
              </p>
            </div>
          ) : (
            <p className="text-sm font-medium text-white">
              {plural(t, 'shell.footer.reviews', footer.reviewsCount)}
            </p>
          )}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-white">{group.title}</h2>
              <ul className="mt-4 flex flex-col gap-3">
                {group.links.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      rel={/^https?:\/\//.test(item.href) ? 'noopener noreferrer' : undefined}
                      className="footer-link"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('shell.footer.copyright', { year: footer.year, brand: shell.brandName })}</p>
          <nav aria-label={t('shell.footer.legal')}>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {footer.legal.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    rel="noopener noreferrer"
                    className="text-stone-300 hover:text-white hover:underline underline-offset-4"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/**
 * The marketplace's own pages, whatever the CMS footer holds: every list a visitor may browse
 * (rankings, awards, client companies, articles) is one click from any page.
 */
function exploreGroup(shell: ShellData, t: Translate) {
  const locale = shell.locale;
  return {
    title: t('shell.footer.explore'),
    links: [
      {
        label: t('marketplace.leaderboard.title'),
        href: link(locale, 'membres-leaderboards-slug', { slug: periodSlug(currentPeriod('weekly')) }),
      },
      { label: t('shell.footer.trustawards'), href: link(locale, 'membres-trustawards-year', {}) },
      { label: t('marketplace.buyers.title'), href: link(locale, 'membres-clients', {}) },
      { label: t('marketplace.articles.title'), href: link(locale, 'articles', {}) },
    ],
  };
}
