import { factFilterSql } from '../../domain/project-facts';
import { factFiltersOf } from './project-filters';

/** Filters of the reviews list (spec section 2), as the GraphQL input gives them. */
export interface ReviewFilterInput {
  sector?: string | null;
  quality?: string | null;
  service?: string | null;
  date?: 'LT_1Y' | 'Y1_2' | 'GT_2Y' | null;
  caseStudy?: boolean | null;
  testimony?: boolean | null;
  video?: boolean | null;
  q?: string | null;
  budget?: string | null;
  country?: string | null;
  rating?: number | null;
  lang?: string | null;
  proof?: string | null;
  since?: string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** D1 refuses LIKE patterns over 50 bytes ("pattern too complex"): the longest `%…%` it takes. */
const MAX_LIKE_BYTES = 50;

/** `%q%` escaped, cut on a character boundary so it stays within D1's pattern limit. */
export function likePattern(q: string): string {
  const encoder = new TextEncoder();
  let inner = '';
  for (const char of q) {
    const next = inner + escapeLike(char);
    if (encoder.encode(`%${next}%`).length > MAX_LIKE_BYTES) break;
    inner = next;
  }
  return `%${inner}%`;
}

/**
 * SQL conditions (over `reviews r`) and their parameters for a filter; every value is bound,
 * never spliced. Without `facts`, the project filters (sector, budget, country, rating, language,
 * proof, since) are left out, for counting their options. @example reviewFilterSql({ video: true }) // { where: ['r.has_video = 1'], params: [] }
 */
export function reviewFilterSql(
  filter: ReviewFilterInput | null | undefined,
  now = new Date(),
  { facts = true }: { facts?: boolean } = {},
) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!filter) return { where, params };
  // The project filters (budget, country, rating, language, proof, since); the sector is below.
  if (facts) {
    const projects = factFilterSql(factFiltersOf(filter as Record<string, unknown>), now, 'sector');
    where.push(...projects.where);
    params.push(...projects.params);
  }
  if (filter.sector && facts) {
    where.push('r.buyer_sector = ?');
    params.push(filter.sector.trim().toUpperCase().slice(0, 1));
  }
  if (filter.quality) {
    where.push(
      'EXISTS (SELECT 1 FROM review_qualities rq JOIN qualities q ON q.id = rq.quality_id WHERE rq.review_id = r.id AND (q.public_id = ? OR q.slug = ?))',
    );
    params.push(filter.quality, filter.quality);
  }
  if (filter.service) {
    where.push(
      'EXISTS (SELECT 1 FROM review_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.review_id = r.id AND (t.public_id = ? OR t.slug = ?))',
    );
    params.push(filter.service, filter.service);
  }
  if (filter.date) {
    const yearsAgo = (years: number) => {
      const date = new Date(now);
      date.setUTCFullYear(date.getUTCFullYear() - years);
      return date.toISOString();
    };
    if (filter.date === 'LT_1Y') {
      where.push('r.published_at >= ?');
      params.push(yearsAgo(1));
    } else if (filter.date === 'Y1_2') {
      where.push('r.published_at < ? AND r.published_at >= ?');
      params.push(yearsAgo(1), yearsAgo(2));
    } else {
      where.push('r.published_at < ?');
      params.push(yearsAgo(2));
    }
  }
  if (filter.caseStudy) where.push('r.has_case_study = 1');
  if (filter.testimony) where.push('r.has_testimony = 1');
  if (filter.video) where.push('r.has_video = 1');
  const q = filter.q?.trim().slice(0, 100);
  if (q) {
    const like = likePattern(q);
    // An anonymised review never matches on its company: that would reveal it.
    where.push(
      `(r.title LIKE ?1 ESCAPE '\\' OR r.description LIKE ?1 ESCAPE '\\'
        OR (r.anonymised = 0 AND EXISTS (SELECT 1 FROM buyers b WHERE b.id = r.buyer_id AND b.name LIKE ?1 ESCAPE '\\')))`.replaceAll(
        '?1',
        '?',
      ),
    );
    params.push(like, like, like);
  }
  return { where, params };
}
