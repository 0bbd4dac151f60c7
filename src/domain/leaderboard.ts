/** Leaderboard period kinds (spec section 3). */
export const PERIOD_KINDS = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** Member categories (spec section 3), underscore form. */
export const MEMBER_CATEGORIES = [
  'legal_compta_et_finances',
  'marketing_communication_et_ventes',
  'operations_et_divers',
  'recrutement_et_rh',
  'tech_et_produit',
] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

/** One ranking: a period (number 0 for yearly) in one category or 'all'. */
export interface LeaderboardKey {
  period: PeriodKind;
  year: number;
  number: number;
  category: MemberCategory | 'all';
}

/** Half-open date range of a period, ISO strings: start <= published_at < end. */
export interface PeriodBounds {
  start: string;
  end: string;
}

/** One row of a ranking; `position` is the official rank by points, whatever the display sort. */
export interface RankingEntry {
  member_id: number;
  position: number;
  points: number;
  review_count: number;
  /** 10 scale, over the period's reviews; null without reviews. */
  average_rating: number | null;
}

/** Display orders of the leaderboard sidebar. */
export const RANKING_SORTS = ['points', 'rating', 'reviews'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];

export interface RankingPage {
  entries: RankingEntry[];
  total: number;
  /** live: ranking_points of an open period; snapshot: frozen by the cron; computed: closed, not frozen yet. */
  source: 'live' | 'snapshot' | 'computed';
}

/** Points, review count and rating sum of one member over one period. */
export interface PointsRow {
  member_id: number;
  points: number;
  review_count: number;
  rating_sum: number;
}

/** Orders rows by points, then review count, then id, so equal scores rank the same way every time. */
export function rank(rows: PointsRow[]): RankingEntry[] {
  return [...rows]
    .sort((a, b) => b.points - a.points || b.review_count - a.review_count || a.member_id - b.member_id)
    .map((row, index) => ({
      member_id: row.member_id,
      position: index + 1,
      points: row.points,
      review_count: row.review_count,
      average_rating:
        row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 100) / 100 : null,
    }));
}

/** A ranking in a display order; `position` stays the official rank by points. */
export function sortEntries(entries: RankingEntry[], sort: RankingSort): RankingEntry[] {
  if (sort === 'points') return entries;
  return [...entries].sort((a, b) =>
    sort === 'rating'
      ? (b.average_rating ?? -1) - (a.average_rating ?? -1) || a.position - b.position
      : b.review_count - a.review_count || a.position - b.position,
  );
}
