import { useEffect, useState } from 'react';
import { COMPARE_PARAM, readSelection, selectionHref, selectionValue } from '../routing/compare-selection';
import { type CompareToggleLabels, toggleState } from '../ui/compare-toggle-view';

/** Where the selection is kept between pages when JavaScript runs. */
export const COMPARE_STORAGE_KEY = 'tb-compare';

export interface CompareTrayProps {
  /** The selection of the address (`?compare=`), as the server rendered it. */
  initial: string[];
  labels: CompareToggleLabels;
  bar: {
    label: string;
    /** `{{count}}` replaced by the number selected: [one, other]. */
    selected: [string, string];
    /** Chooses between them (Intl.PluralRules) and formats the count (Intl.NumberFormat). */
    locale: string;
    go: string;
    clear: string;
    needMore: string;
  };
  /** The comparison link of the placeholder ids `ids-a,ids-b` (built by the link builder). */
  compareTemplate: string;
  /** The page without `?compare=`, as the server rendered it. */
  clearHref: string;
}

const PLACEHOLDER = 'ids-a,ids-b';

function readStored(): string[] {
  try {
    return readSelection(window.localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return [];
  }
}

function store(selection: readonly string[]) {
  try {
    if (selection.length > 0) window.localStorage.setItem(COMPARE_STORAGE_KEY, selection.join(','));
    else window.localStorage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Private modes may refuse storage: the address still holds the selection.
  }
}

/** Brings every server-rendered toggle of the page in line with a selection. */
function paintToggles(selection: readonly string[], labels: CompareToggleLabels) {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[data-compare-toggle]')) {
    const slug = toggle.dataset.compareToggle ?? '';
    const state = toggleState(selection, slug, toggle.dataset.compareName ?? slug, labels);
    toggle.value = selectionValue(state.next ?? selection);
    toggle.disabled = !state.next;
    toggle.setAttribute('aria-label', state.label);
    toggle.dataset.selected = String(state.selected);
    const text = toggle.querySelector('[data-compare-text]');
    if (text) text.textContent = state.text;
    const box = toggle.querySelector('[data-compare-box]');
    if (box) box.textContent = state.selected ? '✓' : '';
  }
}

/** The compare bar: how many are selected, the comparison link (2 to 4) and clearing. */
export function CompareBar({
  selection,
  bar,
  compareTemplate,
  clearHref,
}: {
  selection: readonly string[];
  bar: CompareTrayProps['bar'];
  compareTemplate: string;
  clearHref: string;
}) {
  if (selection.length === 0) return null;
  const count = selection.length;
  const sorted = [...selection].sort();
  return (
    <section
      aria-label={bar.label}
      className="sticky bottom-3 z-20 mx-auto mt-6 flex max-w-3xl flex-wrap items-center gap-3 rounded-2xl border border-line-strong bg-white p-3 shadow-raised"
    >
      <p className="min-w-0 flex-1 text-sm font-semibold text-ink" aria-live="polite">
        {(new Intl.PluralRules(bar.locale).select(count) === 'one'
          ? bar.selected[0]
          : bar.selected[1]
        ).replace('{{count}}', new Intl.NumberFormat(bar.locale).format(count))}
      </p>
      {count >= 2 ? (
        <a
          href={compareTemplate.replace(PLACEHOLDER, sorted.join(','))}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {bar.go}
        </a>
      ) : (
        <span className="text-sm text-muted">{bar.needMore}</span>
      )}
      <a
        href={clearHref}
        className="text-sm font-medium text-brand-800 underline underline-offset-2"
        data-compare-clear
      >
        {bar.clear}
      </a>
    </section>
  );
}

/**
 * The compare tray: the bar, and with JavaScript the toggles of the page work in place (no
 * reload), the selection follows the visitor in local storage and stays in the address.
 */
export function CompareTray({
  initial,
  labels,
  bar,
  compareTemplate,
  clearHref: serverClear,
}: CompareTrayProps) {
  const [selection, setSelection] = useState<string[]>(initial);
  const [clearHref, setClearHref] = useState(serverClear);

  useEffect(() => {
    const url = new URL(window.location.href);
    // The address wins when it names a selection; else the one kept from earlier pages.
    const start = url.searchParams.has(COMPARE_PARAM) ? initial : readStored();
    const apply = (next: string[]) => {
      const here = new URL(window.location.href);
      const href = selectionHref(here, next);
      window.history.replaceState(window.history.state, '', href);
      store(next);
      paintToggles(next, labels);
      setClearHref(selectionHref(new URL(href, here.origin), []));
      setSelection(next);
    };
    apply(start);
    let current = start;
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const toggle = target?.closest<HTMLButtonElement>('button[data-compare-toggle]');
      const clear = target?.closest('a[data-compare-clear]');
      if (!toggle && !clear) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (clear) current = [];
      else if (toggle) {
        const state = toggleState(current, toggle.dataset.compareToggle ?? '', '', labels);
        if (!state.next) return;
        current = state.next;
      }
      apply(current);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [initial, labels]);

  return (
    <CompareBar selection={selection} bar={bar} compareTemplate={compareTemplate} clearHref={clearHref} />
  );
}
