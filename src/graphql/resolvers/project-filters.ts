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

/** Every option of every filter, in the order the form shows them. */
const ALL_OPTIONS = FACT_FILTER_NAMES.flatMap((name) =>
  (FACT_FILTERS[name] as readonly string[]).map((value) => ({ filter: name, value })),
);

/** The filters but one. */
const without = (filters: FactFilters, name: FactFilterName): FactFilters => {
  const rest = { ...filters };
  delete rest[name];
  return rest;
};

/** The column (over `r`) each filter reads, for flags computed once per review. */
const REVIEW_FACT_COLUMNS =
  'r.member_id, r.budget_band, r.buyer_sector, r.buyer_country, r.lang, r.published_rating, r.has_video, r.has_case_study, r.published_at';

/**
 * The SQL of counting options over reviews: a flag per filter set (`k_budget`...), computed once
 * per review in an inner select over `r`, and for each option the condition (over that select,
 * `x`) of a review matching the other filters and the option.
 */
function optionConditions(
  filters: FactFilters,
  now: Date,
  options: readonly { filter: FactFilterName; value: string }[],
) {
  const active = FACT_FILTER_NAMES.filter((name) => filters[name]);
  const flags: string[] = [];
  const flagParams: unknown[] = [];
  for (const name of active) {
    const { where, params } = factFilterSql({ [name]: filters[name] }, now);
    flags.push(`(${where.join(' AND ')}) AS k_${name}`);
    flagParams.push(...params);
  }
  const conditions: string[] = [];
  const conditionParams: unknown[] = [];
  for (const { filter, value } of options) {
    const { where, params } = factFilterSql({ [filter]: value }, now);
    const others = active.filter((other) => other !== filter).map((other) => `x.k_${other}`);
    conditions.push([...others, `(${where.join(' AND ').replaceAll('r.', 'x.')})`].join(' AND '));
    conditionParams.push(...params);
  }
  return { flags, flagParams, conditions, conditionParams };
}

/**
 * Every option of every filter with the number of providers of the listing's scope it would give.
 * An option of the only filter set (or of none) is counted on the entries' bits, which are exact
 * for one value; the others need a review matching every filter at once, so they are counted on
 * the reviews of the entries whose bits could match (one statement, the same round trip).
 */
export async function directoryFilterOptions(
  context: GraphqlContext,
  tagId: number,
  cityId: number,
  filters: FactFilters,
  now: Date,
) {
  const onBits = ALL_OPTIONS.filter(({ filter }) => families(without(filters, filter)) === 0);
  const onReviews = ALL_OPTIONS.filter(({ filter }) => families(without(filters, filter)) > 0);
  const sums: string[] = [];
  const params: unknown[] = [];
  onBits.forEach(({ filter, value }, index) => {
    const { where, params: own } = entrySql(withOption(filters, filter, value), now);
    sums.push(`coalesce(sum(${where.length ? where.join(' AND ') : '1'}), 0) AS o${index}`);
    params.push(...own);
  });
  // The select list's parameters come first in the statement, the scope's last.
  const bits =
    sums.length > 0
      ? context.db.first<Row>(`SELECT ${sums.join(', ')} FROM (${scopeSql}) s`, ...params, tagId, cityId)
      : Promise.resolve(null);
  let reviews: Promise<Row | null> = Promise.resolve(null);
  if (onReviews.length > 0) {
    const { flags, flagParams, conditions, conditionParams } = optionConditions(filters, now, onReviews);
    // The entries whose bits match the filters but one (any one): no other can count.
    const candidates = FACT_FILTER_NAMES.filter((name) => filters[name]).map((name) =>
      entrySql(families(filters) === 1 ? filters : without(filters, name), now),
    );
    const candidateSql = candidates.map(({ where }) => `(${where.join(' AND ') || '1'})`).join(' OR ');
    reviews = context.db.first<Row>(
      `SELECT ${conditions.map((_, index) => `coalesce(sum(p.o${index}), 0) AS o${index}`).join(', ')} FROM (
         SELECT ${conditions.map((condition, index) => `max(${condition}) AS o${index}`).join(', ')}
         FROM (
           SELECT ${[REVIEW_FACT_COLUMNS, ...flags].join(', ')}
           FROM (${scopeSql}) s CROSS JOIN reviews r INDEXED BY reviews_member_facts ON r.member_id = s.member_id
           WHERE ${candidateSql}
         ) x GROUP BY x.member_id
       ) p`,
      ...conditionParams,
      ...flagParams,
      tagId,
      cityId,
      ...candidates.flatMap(({ params: own }) => own),
    );
  }
  const [bitRow, reviewRow] = await Promise.all([bits, reviews]);
  const counts = new Map<string, number>();
  onBits.forEach(({ filter, value }, index) => {
    counts.set(`${filter}:${value}`, Number(bitRow?.[`o${index}`] ?? 0));
  });
  onReviews.forEach(({ filter, value }, index) => {
    counts.set(`${filter}:${value}`, Number(reviewRow?.[`o${index}`] ?? 0));
  });
  return ALL_OPTIONS.map((option) => ({
    ...option,
    count: counts.get(`${option.filter}:${option.value}`) ?? 0,
  }));
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
  const matches = rows.map((row) => ({
    memberId: String(row.public_id),
    reviews: Number(row.__matches ?? 0),
  }));
  return { items: rows, total, matches };
}

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
  const { flags, flagParams, conditions, conditionParams } = optionConditions(filters, now, ALL_OPTIONS);
  const row = await context.db.first<Row>(
    `SELECT ${conditions.map((condition, index) => `coalesce(sum(${condition}), 0) AS o${index}`).join(', ')} FROM (
       SELECT ${[REVIEW_FACT_COLUMNS, ...flags].join(', ')} FROM reviews r
       WHERE ${['r.member_id = ?', ...base.where].join(' AND ')}
     ) x`,
    ...conditionParams,
    ...flagParams,
    memberId,
    ...base.params,
  );
  return ALL_OPTIONS.map((option, index) => ({ ...option, count: Number(row?.[`o${index}`] ?? 0) }));
}
