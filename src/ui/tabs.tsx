export interface TabLink {
  label: string;
  href: string;
  current?: boolean;
}

/**
 * Tabs as links (each tab is its own URL, so they work without JavaScript and can be shared).
 * @example <Tabs label="Périodes" tabs={[{ label: 'Hebdo', href: '/…', current: true }]} />
 */
export function Tabs({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors ${
                tab.current
                  ? 'border-brand-600 text-ink'
                  : 'border-transparent text-muted hover:border-line-strong hover:text-ink'
              }`}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
