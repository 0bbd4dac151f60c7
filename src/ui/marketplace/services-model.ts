import { collator } from '../../i18n/format';

/** A service tag as the MembersServices operation returns it: a category and its activities. */
export interface ServiceTag {
  id: string;
  slug: string;
  kind: string;
  label?: string | null;
  icon?: string | null;
  children?: ServiceTag[];
}

/** An activity (or specialty) offered in the services selector, with its tag path already built. */
export interface ServiceActivity {
  publicId: string;
  slug: string;
  /** Translated label; null when the tag has none in this language. */
  label: string | null;
  href: string;
}

/** A service category with its activities. */
export interface ServiceCategory {
  publicId: string;
  slug: string;
  label: string | null;
  icon?: string | null;
  href: string;
  activities: ServiceActivity[];
}

/**
 * Sorts activities alphabetically by translated label in the visitor's language, unlabelled last
 * (spec section 5, activity search).
 * @example sortActivities(list, 'fr-FR')
 */
export function sortActivities<T extends { label: string | null; slug: string }>(
  list: T[],
  locale: string,
): T[] {
  const order = collator(locale, { sensitivity: 'base', numeric: true });
  return [...list].sort((a, b) => {
    if (!a.label && !b.label) return order.compare(a.slug, b.slug);
    if (!a.label) return 1;
    if (!b.label) return -1;
    return order.compare(a.label, b.label);
  });
}

/**
 * Case-insensitive substring match on the translated label; an empty query keeps everything.
 * Accents are kept significant only when the visitor typed them ("ecom" finds "E-commerce" and "Écom…").
 * @example filterActivities(list, 'seo')
 */
export function filterActivities<T extends { label: string | null }>(
  list: T[],
  query: string,
  locale: string,
): T[] {
  const needle = fold(query.trim(), locale);
  if (!needle) return list;
  return list.filter((item) => item.label !== null && fold(item.label, locale).includes(needle));
}

function fold(value: string, locale: string): string {
  return value
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/**
 * The activities the selector shows: the chosen category's, or, while searching, every
 * category's matches (so a search never misses because the wrong category was open).
 */
export function visibleActivities(
  categories: ServiceCategory[],
  selected: number,
  query: string,
  locale: string,
): ServiceActivity[] {
  const pool = query.trim()
    ? uniqueBySlug(categories.flatMap((category) => category.activities))
    : (categories[selected]?.activities ?? []);
  return sortActivities(filterActivities(pool, query, locale), locale);
}

function uniqueBySlug(list: ServiceActivity[]): ServiceActivity[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    if (seen.has(item.href)) return false;
    seen.add(item.href);
    return true;
  });
}

/** Selector state (spec section 4): the first category on load; a new category resets the activity. */
export interface SelectorState {
  category: number;
  activity: string | null;
  query: string;
}

export const initialSelectorState: SelectorState = { category: 0, activity: null, query: '' };

export type SelectorAction =
  | { type: 'category'; index: number }
  | { type: 'activity'; publicId: string }
  | { type: 'query'; value: string };

/** Reducer of the services selector. */
export function selectorReducer(state: SelectorState, action: SelectorAction): SelectorState {
  switch (action.type) {
    case 'category':
      return { ...state, category: action.index, activity: null };
    case 'activity':
      return { ...state, activity: action.publicId };
    case 'query':
      return { ...state, query: action.value };
  }
}
