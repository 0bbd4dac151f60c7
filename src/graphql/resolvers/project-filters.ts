/**
 * Filters on the facts of reviewed projects (budget, sector, country, rating, language, proof,
 * date): a directory's filtered page and the count of each option, read from the bits a listing's
 * entries carry (migration 0013), and a member's reviews filtered and counted the same way.
 */
import {
  FACT_FILTER_NAMES,
  FACT_FILTERS,
  type FactFilterName,
  type FactFilters,
  factFilterSql,
  factMask,
  readFactFilters,
  sinceDate,
} from '../../domain/project-facts';
import type { GraphqlContext } from '../context';
import { memberColumns } from '../loaders';
import type { Row } from './shared';

/**
 * How many of a listing's best providers (by score) its filters look at: the index walk and the
 * option counts read one row each, so a filtered page stays within design section 9's 1,000 rows
 * whatever the listing holds. Every listing of the demo set fits whole.
 */
export const FILTER_SCOPE = 300;

/** The filters of a GraphQL input (ProjectFilter or ReviewFilter): unknown values are dropped. */
export function factFiltersOf(input: Record<string, unknown> | null | undefined): FactFilters {
  if (!input) return {};
  const params = new URLSearchParams();
  for (const name of FACT_FILTER_NAMES) {
    const value = input[name];
    if (typeof value === 'string' || typeof value === 'number') params.set(name, String(value));
  }
  return readFactFilters(params);
}

/** How many filters a selection sets that their bits alone cannot tell apart from other reviews. */
const families = (filters: FactFilters) => Object.keys(filters).length;

/** The listing's best entries, with what their providers' reviews hold. */
const scopeSql = `SELECT d.member_id, d.score, d.facts, d.last_review_at
  FROM directory_entries d INDEXED BY directory_entries_page
  WHERE d.tag_id = ? AND d.city_id = ? AND d.active = 1 ORDER BY d.score DESC, d.member_id LIMIT ${FILTER_SCOPE}`;

/** The condition on a scope's entry (`s`) of a selection: its bits, and its newest review. */
function entrySql(filters: FactFilters, now: Date) {
  const where: string[] = [];
  const params: unknown[] = [];
  const mask = factMask(filters);
  if (mask > 0) {
    where.push('(s.facts & ?) = ?');
    params.push(mask, mask);
  }
  if (filters.since) {
    where.push('s.last_review_at >= ?');
    params.push(sinceDate(filters.since, now));
  }
  return { where, params };
}

/** The selection of an option: the other filters, and this one set to `value`. */
const withOption = (filters: FactFilters, name: FactFilterName, value: string): FactFilters => ({
  ...filters,
  [name]: value,
});

/**
 * Every option of every filter with the number of providers of the listing's scope it would give,
 * in one statement over the scope's index rows. Exact when it is the only filter set (or replaces
 * the one set); with others, a provider counts when its reviews hold each value, maybe in two
 * different reviews, so a count may be above what the page then lists.
 */
export async function directoryFilterOptions(
  context: GraphqlContext,
  tagId: number,
  cityId: number,
  filters: FactFilters,
  now: Date,
) {
  const sums: string[] = [];
  const params: unknown[] = [];
  const options: { filter: FactFilterName; value: string }[] = [];
  for (const name of FACT_FILTER_NAMES) {
    for (const value of FACT_FILTERS[name] as readonly string[]) {
      const { where, params: own } = entrySql(withOption(filters, name, value), now);
      sums.push(`coalesce(sum(${where.length ? where.join(' AND ') : '1'}), 0) AS o${options.length}`);
      params.push(...own);
      options.push({ filter: name, value });
    }
  }
  // The select list's parameters come first in the statement, the scope's last.
  const row = await context.db.first<Row>(
    `SELECT ${sums.join(', ')} FROM (${scopeSql}) s`,
    ...params,
    tagId,
    cityId,
  );
  return options.map((option, index) => ({ ...option, count: Number(row?.[`o${index}`] ?? 0) }));
}

const MEMBER_ORDER = {
  score: 'h.score DESC, h.member_id',
  rating: 'coalesce(m.average_rating, -1) DESC, m.score_sum DESC, m.id',
  reviews: 'm.review_count DESC, m.score_sum DESC, m.id',
} as const;

/**
 * A filtered page of a listing: the scope's entries whose bits match, confirmed on the provider's
 * reviews when two filters or more are set (the bits may come from different reviews), in the
 * page's order, each with its matching reviews counted, and the total of the scope's matches.
 */
export async function filteredDirectoryPage(
  context: GraphqlContext,
  args: {
    tagId: number;
    cityId: number;
    filters: FactFilters;
    sort: keyof typeof MEMBER_ORDER;
    pageSize: number;
    offset: number;
    now: Date;
  },
) {
  const { filters, now } = args;
  const entry = entrySql(filters, now);
  const reviews = factFilterSql(filters, now);
  const reviewWhere = ['r.member_id = s.member_id', ...reviews.where].join(' AND ');
  const confirm = families(filters) > 1;
  const where = [
    ...entry.where,
    ...(confirm ? [`EXISTS (SELECT 1 FROM reviews r WHERE ${reviewWhere})`] : []),
  ];
  const rows = await context.db.all<Row>(
    `WITH hits AS (
       SELECT s.member_id, s.score FROM (${scopeSql}) s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     )
     SELECT ${memberColumns('m')}, count(*) OVER () AS __total,
       (SELECT count(*) FROM reviews r WHERE ${reviewWhere.replace('s.member_id', 'h.member_id')}) AS __matches
     FROM hits h CROSS JOIN members m ON m.id = h.member_id
     ORDER BY ${MEMBER_ORDER[args.sort]} LIMIT ? OFFSET ?`,
    args.tagId,
    args.cityId,
    ...entry.params,
    ...(confirm ? reviews.params : []),
    ...reviews.params,
    args.pageSize,
    args.offset,
  );
  const total = Number(rows[0]?.__total ?? 0);
  const matches = rows.map((row) => ({ memberId: String(row.public_id), reviews: Number(row.__matches ?? 0) }));
  return { items: rows, total, matches };
}

/** The column (over `r`) each filter reads, for flags computed once per review. */
const REVIEW_FACT_COLUMNS =
  'r.budget_band, r.buyer_sector, r.buyer_country, r.lang, r.published_rating, r.has_video, r.has_case_study, r.published_at';

/**
 * Every option of every project filter with how many of a member's reviews it would list, the
 * other filters of `input` kept: one statement over the member's reviews (the facts' index).
 */
export async function memberFilterOptions(
  context: GraphqlContext,
  memberId: unknown,
  input: Record<string, unknown> | null | undefined,
  base: { where: string[]; params: unknown[] },
  now: Date,
) {
  const filters = factFiltersOf(input);
  const flags: string[] = [];
  const flagParams: unknown[] = [];
  const active = FACT_FILTER_NAMES.filter((name) => filters[name]);
  for (const name of active) {
    const { where, params } = factFilterSql({ [name]: filters[name] }, now);
    flags.push(`(${where.join(' AND ')}) AS k_${name}`);
    flagParams.push(...params);
  }
  const sums: string[] = [];
  const sumParams: unknown[] = [];
  const options: { filter: FactFilterName; value: string }[] = [];
  for (const name of FACT_FILTER_NAMES) {
    for (const value of FACT_FILTERS[name] as readonly string[]) {
      const { where, params } = factFilterSql({ [name]: value }, now);
      const others = active.filter((other) => other !== name).map((other) => `x.k_${other}`);
      sums.push(
        `coalesce(sum(${[...others, `(${where.join(' AND ').replaceAll('r.', 'x.')})`].join(' AND ')}), 0) AS o${options.length}`,
      );
      sumParams.push(...params);
      options.push({ filter: name, value });
    }
  }
  const row = await context.db.first<Row>(
    `SELECT ${sums.join(', ')} FROM (
       SELECT ${[REVIEW_FACT_COLUMNS, ...flags].join(', ')} FROM reviews r
       WHERE ${['r.member_id = ?', ...base.where].join(' AND ')}
     ) x`,
    ...sumParams,
    ...flagParams,
    memberId,
    ...base.params,
  );
  return options.map((option, index) => ({ ...option, count: Number(row?.[`o${index}`] ?? 0) }));
}
