import type { Translate } from '../../i18n/translate';
import { Button } from '../button';
import { BrandLogo } from './brand-logo';
import { FindProviderMenu } from './find-provider-menu';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import type { ShellData } from './types';

/**
 * The sticky top navigation: brand, main links, the find-provider dropdown, the language
 * switcher and the visitor's actions ('Réserver une démo' and 'Connexion', or 'Accès membre').
 * Below `lg` the links and actions move into the mobile menu.
 */
export function TopNav({ shell, t }: { shell: ShellData; t: Translate }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="container-page flex h-16 items-center gap-3">
        <a
          href={shell.homeHref}
          className="shrink-0 rounded-md"
          aria-label={t('shell.homeLink', { brand: shell.brandName })}
        >
          <BrandLogo name={shell.brandName} />
        </a>
        <nav aria-label={t('shell.nav.label')} className="hidden min-w-0 xl:block">
          <ul className="flex items-center gap-0.5">
            {shell.nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="nav-link">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <div className="hidden sm:block">
            <FindProviderMenu
              label={t('shell.findProvider')}
              servicesLabel={t('shell.servicesLabel')}
              services={shell.services}
              all={{ label: t('shell.allServices'), href: shell.directoryHref }}
            />
          </div>
          <div className="hidden lg:block">
            <LanguageSwitcher languages={shell.languages} label={t('shell.language.choose')} />
          </div>
          <div className="hidden items-center gap-2 lg:flex">
            {shell.isUser ? (
              shell.memberAccess ? (
                <Button href={shell.memberAccess.href} theme="secondary" size="sm">
                  {t('shell.memberAccess')}
                </Button>
              ) : null
            ) : (
              <>
                {shell.demo ? (
                  <Button href={shell.demo.href} theme="text-dark" size="sm" className="px-2">
                    {t('shell.bookDemo')}
                  </Button>
                ) : null}
                {shell.login ? (
                  <Button href={shell.login.href} theme="secondary" size="sm">
                    {t('shell.login')}
                  </Button>
                ) : null}
              </>
            )}
          </div>
          <MobileMenu
            shell={shell}
            labels={{
              open: t('shell.menu.open'),
              title: t('shell.menu.title'),
              findProvider: t('shell.findProvider'),
              language: t('shell.language.label'),
              bookDemo: t('shell.bookDemo'),
              login: t('shell.login'),
              memberAccess: t('shell.memberAccess'),
              navLabel: t('shell.nav.label'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
