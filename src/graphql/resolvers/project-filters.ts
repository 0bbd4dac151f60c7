/**
 * Filters on the facts of reviewed projects (budget, sector, country, rating, language, proof,
 * date): a directory's filtered page and the count of each option, counted by the Worker over the
 * codes of the reviews a listing's entries carry (migration 0013), and a member's reviews filtered
 * and counted in SQL.
 */
import {
  countFacts,
  FACT_FILTER_NAMES,
  FACT_FILTERS,
  type FactFilterName,
  type FactFilters,
  factFilterSql,
  readFactFilters,
} from '../../domain/project-facts';
import type { GraphqlContext } from '../context';
import { memberColumns } from '../loaders';
import type { Row } from './shared';

/**
 * How many of a listing's best providers (by score) its filters look at: one index row each, so a
 * filtered page stays within design section 9's 1,000 rows whatever the listing holds. Every
 * listing of the demo set fits whole.
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

/** Every option of every filter, in the order the form shows them. */
const ALL_OPTIONS = FACT_FILTER_NAMES.flatMap((name) =>
  (FACT_FILTERS[name] as readonly string[]).map((value) => ({ filter: name, value })),
);

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

/** A listing's entry as filters read it: its provider's review codes and figures (migration 0013). */
export interface ScopeEntry {
  member_id: number;
  score: number;
  review_facts: string;
  average_rating: number | null;
  review_count: number;
  score_sum: number;
}

/**
 * The listing's best entries with the codes of their providers' reviews and the figures they sort
 * by, one row each (the index holds them): enough for the Worker to count every option, find the
 * providers that match and put them in a member order.
 */
export function scopeEntries(
  context: GraphqlContext,
  tagId: number,
  cityId: number,
  { limit = FILTER_SCOPE, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  // A page at or past the listing's count reads no entry (SQLite reads the LIMIT first).
  return context.db.all<ScopeEntry>(
    `SELECT d.member_id, d.score, d.review_facts, d.average_rating, d.review_count, d.score_sum
     FROM directory_entries d INDEXED BY directory_entries_page
     WHERE d.tag_id = ?1 AND d.city_id = ?2 AND d.active = 1 ORDER BY d.score DESC, d.member_id
     LIMIT CASE WHEN ?3 < coalesce((SELECT total FROM directory_counts WHERE tag_id = ?1 AND city_id = ?2), 0)
       THEN ?4 ELSE 0 END`,
    tagId,
    cityId,
    offset,
    limit,
  );
}

/** The counts of every option over the scope, and the matching providers in the listing's order. */
export function scopeFacts(
  entries: readonly { member_id: number; review_facts: string }[],
  filters: FactFilters,
  now: Date,
) {
  const scoped = entries.slice(0, FILTER_SCOPE);
  const { options, hits } = countFacts(
    scoped.map((entry) => ({ memberId: Number(entry.member_id), codes: entry.review_facts })),
    filters,
    now,
  );
  const matching = scoped.map((entry) => Number(entry.member_id)).filter((id) => hits.has(id));
  return { options, hits, matching };
}

/** A rating without reviews sorts as -1, below every other (`coalesce(average_rating, -1)`). */
const ratingOf = (entry: ScopeEntry) => (entry.average_rating == null ? -1 : Number(entry.average_rating));

/**
 * The member orders of the directory (MEMBER_ORDERS of marketplace-directory.ts, in SQL over
 * `members`) over the figures each entry carries of its member: the higher first, ties by
 * score_sum (higher first), then by id.
 */
const ENTRY_ORDERS = {
  rating: (a: ScopeEntry, b: ScopeEntry) => ratingOf(b) - ratingOf(a),
  reviews: (a: ScopeEntry, b: ScopeEntry) => Number(b.review_count) - Number(a.review_count),
} as const;

/**
 * The matching providers of a filtered page in a member order, sorted by the Worker from the
 * scope's entries: the page then reads only its own members, not every match's (up to the scope).
 */
export function inMemberOrder(
  entries: readonly ScopeEntry[],
  ids: readonly number[],
  sort: keyof typeof ENTRY_ORDERS,
): number[] {
  const byId = new Map(entries.map((entry) => [Number(entry.member_id), entry]));
  const first = ENTRY_ORDERS[sort];
  return ids
    .flatMap((id) => {
      const entry = byId.get(id);
      return entry ? [entry] : [];
    })
    .sort(
      (a, b) =>
        first(a, b) || Number(b.score_sum) - Number(a.score_sum) || Number(a.member_id) - Number(b.member_id),
    )
    .map((entry) => Number(entry.member_id));
}

/**
 * The members of a page of a listing by score, read beside its entries (same order, same round
 * trip) rather than after them; `inOrderOf` then puts them in the entries' order.
 */
export function membersByScore(
  context: GraphqlContext,
  tagId: number,
  cityId: number,
  pageSize: number,
  offset: number,
) {
  if (pageSize <= 0) return Promise.resolve([]);
  return context.db.all<Row>(
    `SELECT ${memberColumns('m')} FROM (
       SELECT d.member_id FROM directory_entries d INDEXED BY directory_entries_page
       WHERE d.tag_id = ?1 AND d.city_id = ?2 AND d.active = 1 ORDER BY d.score DESC, d.member_id
       LIMIT CASE WHEN ?4 < coalesce((SELECT total FROM directory_counts WHERE tag_id = ?1 AND city_id = ?2), 0)
         THEN ?3 ELSE 0 END OFFSET ?4
     ) p CROSS JOIN members m ON m.id = p.member_id`,
    tagId,
    cityId,
    pageSize,
    offset,
  );
}

/** The rows of a page of `ids`, in their order (rows not in it are left out). */
export function inOrderOf(rows: readonly Row[], ids: readonly number[], pageSize: number, offset: number) {
  return ids.slice(offset, offset + pageSize).flatMap((id) => rows.filter((row) => Number(row.id) === id));
}

/** The members of a page of `ids`, in their order: one statement over the page's members alone. */
export function membersOfPage(
  context: GraphqlContext,
  ids: readonly number[],
  pageSize: number,
  offset: number,
) {
  const page = ids.slice(offset, offset + pageSize);
  if (page.length === 0) return Promise.resolve([]);
  return context.db
    .all<Row>(
      `SELECT ${memberColumns('m')} FROM json_each(?) k CROSS JOIN members m ON m.id = k.value`,
      JSON.stringify(page),
    )
    .then((rows) => page.flatMap((id) => rows.filter((row) => Number(row.id) === id)));
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
