import { type KeyboardEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import {
  initialSelectorState,
  type ServiceCategory,
  selectorReducer,
  visibleActivities,
} from '../ui/marketplace/services-model';

/** Translated strings the selector shows; the server passes them so the island ships no dictionary. */
export interface ServicesSelectorLabels {
  title: string;
  categories: string;
  activities: string;
  search: string;
  searchPlaceholder: string;
  noResult: string;
  unlabelled: string;
}

export interface ServicesSelectorProps {
  categories: ServiceCategory[];
  locale: string;
  labels: ServicesSelectorLabels;
}

/** Name of the analytics event sent when a visitor picks an activity (spec section 4). */
export const SELECT_SERVICE_EVENT = 'select-service';

/**
 * Services selector (island): categories on the left, the chosen category's activities on the
 * right, a search over activity labels. Every entry is a real link, so without JavaScript it is a
 * plain list of links; with it, categories switch in place and arrow keys move between entries.
 */
export function ServicesSelector({ categories, locale, labels }: ServicesSelectorProps) {
  const [state, dispatch] = useReducer(selectorReducer, initialSelectorState);
  const [hovered, setHovered] = useState<string | null>(null);
  // Marks the hydrated selector, so tests and styles can tell it from the server-rendered links.
  const [ready, setReady] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The search box is uncontrolled, so hydration keeps what the visitor typed before it: pick it up.
    const typed = search.current?.value ?? '';
    if (typed) dispatch({ type: 'query', value: typed });
    setReady(true);
  }, []);
  const searchId = useId();
  const activities = useMemo(
    () => visibleActivities(categories, state.category, state.query, locale),
    [categories, state.category, state.query, locale],
  );
  const current = categories[state.category];

  return (
    <section
      // 500 px high, 400 px compact on phones (spec section 9).
      className="services-selector flex h-[400px] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm sm:h-[500px]"
      aria-label={labels.title}
      data-testid="services-selector"
      data-ready={ready ? 'true' : undefined}
    >
      <div className="border-b border-line p-3">
        <label htmlFor={searchId} className="sr-only">
          {labels.search}
        </label>
        <input
          id={searchId}
          ref={search}
          type="search"
          defaultValue=""
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => dispatch({ type: 'query', value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') focusFirst(event, '[data-activity]');
          }}
          className="w-full rounded-lg border border-line-strong px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      {/* On a phone the categories wrap above the activities, every label whole (a column this
          narrow split "Kommunikation" and scrolled "Technik und Produkt" out of sight); from sm
          up they are the left column. */}
      <div className="flex min-h-0 flex-1 flex-col sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <nav
          aria-label={labels.categories}
          className="shrink-0 border-b border-line bg-canvas sm:min-h-0 sm:overflow-y-auto sm:border-r sm:border-b-0"
        >
          <ul
            className="flex flex-wrap gap-1 p-2 sm:block sm:space-y-0"
            onKeyDown={moveFocus('[data-category]')}
          >
            {categories.map((category, index) => {
              const active = index === state.category && !state.query.trim();
              return (
                <li key={category.publicId}>
                  <a
                    href={category.href}
                    data-category=""
                    aria-current={active ? 'true' : undefined}
                    onClick={(event) => {
                      // With JavaScript a category opens in place; the link stays for everyone else.
                      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      dispatch({ type: 'query', value: '' });
                      dispatch({ type: 'category', index });
                    }}
                    onMouseEnter={() => setHovered(category.publicId)}
                    onMouseLeave={() => setHovered(null)}
                    className={`block break-words rounded-lg px-2.5 py-1 text-sm font-medium focus:outline-none sm:px-3 sm:py-2 focus-visible:ring-2 focus-visible:ring-brand-600 ${active ? 'bg-white text-brand-800 shadow-sm ring-1 ring-line sm:ring-0' : hovered === category.publicId ? 'bg-white/70 text-ink' : 'text-ink-soft'}`}
                  >
                    {category.label ?? labels.unlabelled}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {/* On a phone the open category is the highlighted one just above: no heading repeats it. */}
          <p
            className={`px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-muted sm:block sm:px-4 ${state.query.trim() ? '' : 'hidden'}`}
          >
            {state.query.trim() ? labels.activities : (current?.label ?? labels.activities)}
          </p>
          {activities.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted" role="status">
              {labels.noResult}
            </p>
          ) : (
            <ul
              className="p-1 sm:p-2"
              onKeyDown={moveFocus('[data-activity]')}
              aria-label={labels.activities}
            >
              {activities.map((activity) => (
                <li key={activity.href}>
                  <a
                    href={activity.href}
                    data-activity=""
                    onClick={() => {
                      dispatch({ type: 'activity', publicId: activity.publicId });
                      track(activity);
                    }}
                    onMouseEnter={() => setHovered(activity.publicId)}
                    onMouseLeave={() => setHovered(null)}
                    className={`block hyphens-auto break-words rounded-lg px-2 py-2 text-sm focus:outline-none sm:px-3 focus-visible:ring-2 focus-visible:ring-brand-600 ${hovered === activity.publicId || state.activity === activity.publicId ? 'bg-brand-50 text-brand-900' : 'text-ink'}`}
                  >
                    {activity.label ?? labels.unlabelled}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** Up / Down move between entries of a column; Left / Right jump between the two columns. */
function moveFocus(selector: string) {
  return function onArrowKey(event: KeyboardEvent<HTMLElement>) {
    const root = event.currentTarget.closest('.services-selector');
    if (!root) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const other = event.key === 'ArrowRight' ? '[data-activity]' : '[data-category]';
      const target = root.querySelector<HTMLElement>(`${other}[aria-current], ${other}`);
      if (target) {
        event.preventDefault();
        target.focus();
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    const items = [...root.querySelectorAll<HTMLElement>(selector)];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : Math.min(Math.max(index + (event.key === 'ArrowDown' ? 1 : -1), 0), items.length - 1);
    event.preventDefault();
    items[next]?.focus();
  };
}

function focusFirst(event: KeyboardEvent<HTMLElement>, selector: string) {
  const root = event.currentTarget.closest('.services-selector');
  const first = root?.querySelector<HTMLElement>(selector);
  if (first) {
    event.preventDefault();
    first.focus();
  }
}

/** The page's analytics call queue (client/analytics): an array before the client starts, then live. */
type AnalyticsCalls = {
  push(call: [method: 'track', event: string, properties: Record<string, unknown>]): void;
};

/**
 * Hands the event to the analytics client through `window.__analytics`, the one channel every
 * page script uses (the error page's 'Error' event too), so the island does not bundle it.
 */
function track(activity: { publicId: string; slug: string; label: string | null }) {
  const win = window as unknown as { __analytics?: AnalyticsCalls };
  win.__analytics ??= [];
  win.__analytics.push([
    'track',
    SELECT_SERVICE_EVENT,
    { publicId: activity.publicId, slug: activity.slug, label: activity.label },
  ]);
}
