import { useI18n } from '../../i18n/i18n-context';
import { link } from '../../routing/link';
import { CURRENT_IN_VIEW_SCRIPT } from '../inline-scripts';
import type { ProfileChrome, ProfileMember, ProfileTab } from './types';

/** Safe external address of a member's website: http(s) only, else nothing. */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The profile's section navigation: Home, Customer reviews, Distinctions, Customer culture,
 * Ecosystem, Data, Contact, the provider's website and the login or 'my account' link. Plain
 * links that scroll sideways on small screens, scrolled so that the current one (aria-current)
 * is in view.
 */
export function ProfileNav({
  member,
  active,
  chrome,
}: {
  member: ProfileMember;
  active: ProfileTab;
  chrome: ProfileChrome;
}) {
  const { t, locale } = useI18n();
  const slug = { slug: member.slug };
  const tabs: { tab: ProfileTab; href: string; label: string }[] = [
    { tab: 'home', href: link(locale, 'profil-slug', slug), label: t('profile.nav.home') },
    { tab: 'reviews', href: link(locale, 'profil-slug-reviews', slug), label: t('profile.nav.reviews') },
    {
      tab: 'distinctions',
      href: link(locale, 'profil-slug-rewards', slug),
      label: t('profile.nav.distinctions'),
    },
    { tab: 'culture', href: link(locale, 'profil-slug-culture', slug), label: t('profile.nav.culture') },
    {
      tab: 'ecosystem',
      href: link(locale, 'profil-slug-ecosystem', slug),
      label: t('profile.nav.ecosystem'),
    },
    { tab: 'data', href: link(locale, 'profil-slug-data', slug), label: t('profile.nav.data') },
    { tab: 'contact', href: `${link(locale, 'profil-slug', slug)}#contact`, label: t('profile.nav.contact') },
  ];
  const website = websiteHref(member.website);
  return (
    <nav aria-label={t('profile.nav.label')} className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl items-center gap-1 overflow-x-auto px-4 sm:px-6">
        <ul className="flex items-center">
          {tabs.map(({ tab, href, label }) => (
            <li key={tab}>
              <a
                href={href}
                aria-current={tab === active ? 'page' : undefined}
                className={`tab-link ${tab === active ? 'border-primary text-ink' : 'border-transparent text-muted hover:border-line-strong hover:text-ink'}`}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
        <ul className="ml-auto flex items-center">
          {website ? (
            <li>
              <a
                href={website}
                rel="noopener nofollow"
                target="_blank"
                className="tab-link border-transparent text-muted hover:text-ink"
              >
                {t('profile.nav.website')}
                <span aria-hidden="true" className="ml-1">
                  ↗
                </span>
              </a>
            </li>
          ) : null}
          {chrome.accountHref ? (
            <li>
              <a href={chrome.accountHref} className="tab-link border-transparent text-muted hover:text-ink">
                {chrome.isUser ? t('profile.nav.myAccount') : t('profile.nav.login')}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed text, hashed into the CSP at build time. */}
      <script dangerouslySetInnerHTML={{ __html: CURRENT_IN_VIEW_SCRIPT }} />
    </nav>
  );
}
