import { buttonClasses } from '../button';
import { Icon } from '../icon';
import type { ShellServiceGroup } from './types';

/** Id of the dropdown's `<details>`, targeted by the disclosure island. */
export const FIND_PROVIDER_ID = 'find-provider';

export interface FindProviderMenuProps {
  label: string;
  /** Accessible name of the list of tags. */
  servicesLabel: string;
  services: ShellServiceGroup[];
  /** 'Tous les services': the directory of every provider. */
  all: { label: string; href: string };
}

/**
 * 'Trouver un prestataire': a `<details>` dropdown of service tags grouped by category. Works
 * without JavaScript (choosing a tag navigates, which closes it); the disclosure island adds
 * outside click, Escape and arrow keys.
 */
export function FindProviderMenu({ label, servicesLabel, services, all }: FindProviderMenuProps) {
  return (
    <details id={FIND_PROVIDER_ID} className="group relative" data-disclosure="dropdown">
      <summary className={`${buttonClasses('primary', 'sm')} cursor-pointer select-none`}>
        <Icon name="lucide:search" size={16} className="hidden 2xl:block" />
        {label}
        <Icon name="lucide:chevron-down" size={16} className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-[min(44rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-2 shadow-raised motion-safe:animate-pop">
        <nav
          aria-label={servicesLabel}
          className="max-h-[min(70vh,36rem)] overflow-y-auto overscroll-contain p-2"
        >
          <ul className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
            {services.map((group) => (
              <li key={group.id}>
                <a href={group.href} className="menu-group">
                  <span className="menu-icon">
                    <Icon name={group.icon} size={16} />
                  </span>
                  {group.label}
                </a>
                {group.items.length > 0 ? (
                  <ul className="mt-1 ml-9 flex flex-col">
                    {group.items.map((item) => (
                      <li key={item.id}>
                        <a href={item.href} className="menu-tag">
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-1 border-t border-line px-2 pt-2">
          <a
            href={all.href}
            className="flex items-center justify-between rounded-control px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {all.label}
            <Icon name="lucide:arrow-right" size={16} />
          </a>
        </div>
      </div>
    </details>
  );
}
