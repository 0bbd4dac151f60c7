import { BlockSection } from './section';
import type { BlockProps } from './types';

/**
 * CITIES_QUERIES_TABS: one tab per city listing directory links (activity in city). Tabs are
 * <details> elements so every city opens without JavaScript and every link is crawlable.
 */
export function CitiesQueriesTabsBlock({ block, context }: BlockProps) {
  const tabs = (context.cityTabs ?? []).filter((tab) => tab.links.length > 0);
  if (tabs.length === 0) return null;
  return (
    <BlockSection kind="CITIES_QUERIES_TABS" title={block.title} description={block.description}>
      <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-2">
        {tabs.map((tab, index) => (
          <details
            key={tab.slug}
            open={index === 0}
            className="group rounded-2xl border border-line bg-white p-5"
          >
            <summary className="cursor-pointer list-none text-lg font-semibold text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
              <span
                aria-hidden="true"
                className="mr-2 inline-block text-brand-700 transition group-open:rotate-90"
              >
                ›
              </span>
              {tab.name}
            </summary>
            <ul className="mt-4 flex flex-wrap gap-2">
              {tab.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="chip-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
