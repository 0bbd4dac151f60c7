import { useI18n } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { COMPARE_STORAGE_KEY, CompareTray, type CompareTrayProps } from '../../islands/compare-tray';
import { Island } from '../../islands/island';
import { COMPARE_PARAM, readSelection, selectionHref, selectionValue } from '../../routing/compare-selection';
import { link } from '../../routing/link';
import { type CompareToggleLabels, toggleState } from '../../ui/compare-toggle-view';

/** The toggle's words in a language (plain strings with `{{name}}`: the island gets them too). */
export function compareLabels(t: Translate): CompareToggleLabels {
  return {
    add: t('compare.toggle.add'),
    addLabel: t('compare.toggle.addLabel', { name: '{{name}}' }),
    remove: t('compare.toggle.remove'),
    removeLabel: t('compare.toggle.removeLabel', { name: '{{name}}' }),
    full: t('compare.toggle.full'),
  };
}

/** The toggle's words in the page's language. */
export function useCompareLabels(): CompareToggleLabels {
  return compareLabels(useI18n().t);
}

/**
 * A card's "compare" toggle: a submit button of a GET form to the same page, naming the selection
 * it leads to in `?compare=` (other query values kept as hidden fields), so it works without
 * JavaScript; the compare tray island takes the clicks over when it runs. A button, not a link:
 * crawlers and link checkers follow links, and every combination of up to four members would be
 * a page to them. Sits above the card's stretched link.
 */
export function CompareToggle({
  member,
  selection,
  url,
}: {
  member: { slug: string; name: string };
  selection: readonly string[];
  url: URL;
}) {
  const state = toggleState(selection, member.slug, member.name, useCompareLabels());
  const kept = [...url.searchParams].filter(([name]) => name !== COMPARE_PARAM);
  return (
    <form method="get" action={url.pathname} className="relative z-10 shrink-0">
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name={COMPARE_PARAM}
        value={selectionValue(state.next ?? selection)}
        disabled={!state.next}
        aria-label={state.label}
        data-compare-toggle={member.slug}
        data-compare-name={member.name}
        data-selected={state.selected ? 'true' : 'false'}
        className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-full border border-line-strong bg-white px-3 py-1 text-xs font-semibold text-ink hover:border-brand-700 disabled:cursor-not-allowed disabled:opacity-60 data-[selected=true]:border-brand-700 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800"
      >
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-sm border border-current"
          data-compare-box
        >
          {state.selected ? '✓' : ''}
        </span>
        <span data-compare-text>{state.text}</span>
      </button>
    </form>
  );
}

/**
 * The compare bar of a listing page, as an island: rendered on the server from `?compare=`
 * (links only). It hydrates on the first use of the page's content, or when idle for a visitor
 * who has a selection (in `?compare=` or in local storage, which it keeps in step), so a listing
 * loads no React before anyone touches it or compares.
 */
export function CompareTraySlot({ url }: { url: URL }) {
  const { t, locale } = useI18n();
  const labels = useCompareLabels();
  const props: CompareTrayProps = {
    initial: readSelection(url.searchParams.get(COMPARE_PARAM)),
    labels,
    bar: {
      label: t('compare.bar.label'),
      selected: [
        t('compare.bar.selected.one', { count: '{{count}}' }),
        t('compare.bar.selected.other', { count: '{{count}}' }),
      ],
      locale,
      go: t('compare.bar.go'),
      clear: t('compare.bar.clear'),
      needMore: t('compare.bar.needMore'),
    },
    compareTemplate: link(locale, 'membres-compare', { ids: ['ids-a', 'ids-b'] }),
    clearHref: selectionHref(url, []),
  };
  return (
    <Island
      name="compare-tray"
      component={CompareTray}
      props={props}
      // A selection in the address or in storage is the visitor's own: hydrate to keep it.
      when={props.initial.length > 0 ? 'idle' : 'interaction'}
      trigger="main"
      idleIfStored={COMPARE_STORAGE_KEY}
    />
  );
}
