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
      <div className="grid gap-3 md:grid-cols-2">
        {tabs.map((tab, index) => (
          <details
            key={tab.slug}
            open={index === 0}
            className="group rounded-2xl border border-slate-200 bg-white p-5"
          >
            <summary className="cursor-pointer list-none text-lg font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700">
              <span
                aria-hidden="true"
                className="mr-2 inline-block text-emerald-700 transition group-open:rotate-90"
              >
                ›
              </span>
              {tab.name}
            </summary>
            <ul className="mt-4 flex flex-wrap gap-2">
              {tab.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-block rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-800 hover:border-emerald-600 hover:text-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
                  >
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
