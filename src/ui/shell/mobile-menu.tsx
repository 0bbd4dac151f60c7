import { Button } from '../button';
import { Icon } from '../icon';
import { LanguageLinks } from './language-switcher';
import type { ShellData } from './types';

/** Id of the menu's `<details>`, targeted by the disclosure island. */
export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  shell: ShellData;
  labels: {
    open: string;
    title: string;
    findProvider: string;
    language: string;
    bookDemo: string;
    login: string;
    memberAccess: string;
    navLabel: string;
  };
}

/**
 * The mobile menu overlay, JavaScript-free: a `<details>` whose summary is the open/close
 * button and whose `::after` is the backdrop (a click on it toggles the summary); any link
 * navigates. The disclosure island adds Escape, a focus trap and scroll lock.
 */
export function MobileMenu({ shell, labels }: MobileMenuProps) {
  // No band at all where the site has no action to offer (no member app configured).
  const hasActions = shell.isUser ? Boolean(shell.memberAccess) : Boolean(shell.demo || shell.login);
  return (
    <details id={MOBILE_MENU_ID} className="group xl:hidden" data-disclosure="modal">
      <summary
        aria-label={labels.open}
        data-menu-close=""
        className="inline-flex size-10 cursor-pointer select-none items-center justify-center rounded-full text-ink hover:bg-stone-100 group-open:after:fixed group-open:after:inset-x-0 group-open:after:top-16 group-open:after:bottom-0 group-open:after:z-40 group-open:after:bg-ink/40 group-open:after:content-['']"
      >
        <Icon name="lucide:menu" size={22} className="group-open:hidden" />
        <Icon name="lucide:x" size={22} className="hidden group-open:block" />
      </summary>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={labels.title}
        className="fixed top-16 right-0 bottom-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col overflow-y-auto overscroll-contain border-l border-line bg-surface shadow-raised"
      >
        <nav aria-label={labels.navLabel} className="border-b border-line p-3">
          <ul className="flex flex-col">
            {shell.nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="menu-row text-base font-medium">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {hasActions ? (
          <div className="flex flex-col gap-2 border-b border-line p-4">
            {shell.isUser ? (
              shell.memberAccess ? (
                <Button href={shell.memberAccess.href} size="md">
                  {labels.memberAccess}
                </Button>
              ) : null
            ) : (
              <>
                {shell.demo ? (
                  <Button href={shell.demo.href} theme="secondary" size="md">
                    {labels.bookDemo}
                  </Button>
                ) : null}
                {shell.login ? (
                  <Button href={shell.login.href} size="md">
                    {labels.login}
                  </Button>
                ) : null}
              </>
            )}
          </div>
        ) : null}
        <section aria-labelledby="mobile-services-title" className="border-b border-line p-3">
          <h2
            id="mobile-services-title"
            className="px-3 pt-1 pb-2 text-xs font-semibold uppercase tracking-wider text-muted"
          >
            {labels.findProvider}
          </h2>
          <ul className="flex flex-col">
            {shell.services.map((group) => (
              <li key={group.id}>
                <details className="group/category">
                  <summary className="menu-row cursor-pointer text-sm font-semibold">
                    <span className="menu-icon">
                      <Icon name={group.icon} size={16} />
                    </span>
                    <span className="flex-1">{group.label}</span>
                    <Icon
                      name="lucide:chevron-down"
                      size={16}
                      className="text-muted transition-transform group-open/category:rotate-180"
                    />
                  </summary>
                  <ul className="mb-2 ml-13 flex flex-col border-l border-line pl-2">
                    <li>
                      <a
                        href={group.href}
                        className="block rounded-md px-2 py-2 text-sm font-medium text-brand-700 hover:bg-stone-100"
                      >
                        {group.label}
                      </a>
                    </li>
                    {group.items.map((item) => (
                      <li key={item.id}>
                        <a href={item.href} className="menu-tag py-2">
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mobile-language-title" className="p-3">
          <h2
            id="mobile-language-title"
            className="px-3 pt-1 pb-2 text-xs font-semibold uppercase tracking-wider text-muted"
          >
            {labels.language}
          </h2>
          <LanguageLinks languages={shell.languages} variant="grid" className="grid grid-cols-2 gap-1" />
        </section>
      </div>
    </details>
  );
}
