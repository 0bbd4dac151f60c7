import { readFactFilters } from '../../../domain/project-facts';
import type { ReviewFilter } from '../../../generated/graphql';

/** The GET parameters of the reviews list (they work without JavaScript and combine). */
export const FILTER_PARAMS = [
  'sector',
  'quality',
  'service',
  'date',
  'caseStudy',
  'testimony',
  'video',
  'q',
  'budget',
  'country',
  'rating',
  'lang',
  'proof',
  'since',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export const DATE_FILTERS = ['LT_1Y', 'Y1_2', 'GT_2Y'] as const;

const TOKEN = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * Reads the filters from a URL; anything malformed is ignored rather than failing the page.
 * @example readFilters(new URL('https://x/?sector=J&video=1')) // { query: { sector: 'J', video: '1' }, filter: { sector: 'J', video: true } }
 */
export function readFilters(url: URL): {
  query: Partial<Record<FilterParam, string>>;
  filter: ReviewFilter | null;
} {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const query: Partial<Record<FilterParam, string>> = {};
  const filter: ReviewFilter = {};
  const sector = get('sector').toUpperCase();
  if (/^[A-U]$/.test(sector)) {
    query.sector = sector;
    filter.sector = sector;
  }
  for (const name of ['quality', 'service'] as const) {
    const value = get(name);
    if (TOKEN.test(value)) {
      query[name] = value;
      filter[name] = value;
    }
  }
  const date = get('date');
  if ((DATE_FILTERS as readonly string[]).includes(date)) {
    query.date = date;
    filter.date = date as ReviewFilter['date'];
  }
  for (const name of ['caseStudy', 'testimony', 'video'] as const) {
    if (['1', 'true', 'on'].includes(get(name))) {
      query[name] = '1';
      filter[name] = true;
    }
  }
  // The project filters, as the directory reads them (the sector above is one of them).
  const facts = readFactFilters(url.searchParams);
  for (const name of ['budget', 'country', 'lang', 'proof', 'since'] as const) {
    const value = facts[name];
    if (value) {
      query[name] = value;
      filter[name] = value;
    }
  }
  if (facts.rating) {
    query.rating = facts.rating;
    filter.rating = Number(facts.rating);
  }
  const q = get('q').slice(0, 100);
  if (q) {
    query.q = q;
    filter.q = q;
  }
  return { query, filter: Object.keys(filter).length > 0 ? filter : null };
}
