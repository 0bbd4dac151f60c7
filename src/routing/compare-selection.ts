import { SLUG_PATTERN } from './slug-pattern';

/** At most this many members are compared at once. */
export const COMPARE_MAX = 4;
/** The query parameter listing the selection on directory and leaderboard pages. */
export const COMPARE_PARAM = 'compare';

/**
 * The compare selection in a query value (`a,b`): valid slugs, lower case, deduplicated, in the
 * order chosen, at most four; anything else is dropped.
 * @example readSelection('b,A,b,<x>') // ['b', 'a']
 */
export function readSelection(value: string | null | undefined): string[] {
  const ids: string[] = [];
  for (const part of (value ?? '').slice(0, 400).split(',')) {
    const id = part.trim().toLowerCase();
    if (SLUG_PATTERN.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

/**
 * The selection after toggling one member: removed when present, else added at the end (a full
 * selection stays as it is).
 * @example toggleSelection(['a'], 'b') // ['a', 'b']
 */
export function toggleSelection(selection: readonly string[], id: string): string[] {
  if (selection.includes(id)) return selection.filter((item) => item !== id);
  return selection.length >= COMPARE_MAX ? [...selection] : [...selection, id];
}

/** A selection as the query value: slugs joined by commas. */
export const selectionValue = (selection: readonly string[]) => selection.join(',');

/**
 * The current page's address with another selection (other query values kept, page reset kept).
 * @example selectionHref(new URL('https://x/membres/services?page=2'), ['a']) // '/membres/services?page=2&compare=a'
 */
export function selectionHref(url: URL, selection: readonly string[]): string {
  const search = new URLSearchParams(url.search);
  if (selection.length > 0) search.set(COMPARE_PARAM, selectionValue(selection));
  else search.delete(COMPARE_PARAM);
  const text = search.toString().replace(/%2C/g, ',');
  return `${url.pathname}${text ? `?${text}` : ''}`;
}
