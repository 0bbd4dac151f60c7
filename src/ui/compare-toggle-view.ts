import { COMPARE_MAX, toggleSelection } from '../routing/compare-selection';

/** The toggle's words, `{{name}}` standing for the member (plain strings: the island gets them too). */
export interface CompareToggleLabels {
  add: string;
  addLabel: string;
  remove: string;
  removeLabel: string;
  full: string;
}

/** What a member's compare toggle shows for a selection; no `selection` change when it is full. */
export interface CompareToggleState {
  selected: boolean;
  /** The selection a click leads to; null when the selection is full and the member not in it. */
  next: string[] | null;
  text: string;
  label: string;
}

const named = (template: string, name: string) => template.split('{{name}}').join(name);

/**
 * The state of one member's compare toggle (shared by the server render and the island).
 * @example toggleState(['a'], 'b', 'Beta', labels) // { selected: false, next: ['a', 'b'], ... }
 */
export function toggleState(
  selection: readonly string[],
  slug: string,
  name: string,
  labels: CompareToggleLabels,
): CompareToggleState {
  const selected = selection.includes(slug);
  if (selected) {
    return {
      selected,
      next: toggleSelection(selection, slug),
      text: labels.remove,
      label: named(labels.removeLabel, name),
    };
  }
  if (selection.length >= COMPARE_MAX) return { selected, next: null, text: labels.add, label: labels.full };
  return {
    selected,
    next: toggleSelection(selection, slug),
    text: labels.add,
    label: named(labels.addLabel, name),
  };
}
