import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../../test/fixtures/seed';
import {
  type FactFilters,
  factFilterSql,
  type ReviewFacts,
  readFactFilters,
  reviewFactCode,
} from '../../domain/project-facts';
import { createContext } from '../context';
import { directoryListing, MEMBER_ORDERS } from './marketplace-directory';
import { factFiltersOf } from './project-filters';
import type { Row } from './shared';

const listing = async (filters: FactFilters, extra: Record<string, unknown> = {}) => {
  const context = createContext(env, 'EN_GB');
  const result = await directoryListing(
    null,
    { category: 'services', page: 1, pageSize: 48, filter: filters, ...extra } as never,
    context,
  );
  if (!result) throw new Error('no listing');
  return { ...result, stats: context.db.stats };
};

/** The providers of every service, everywhere, with a review matching every filter at once. */
async function expected(filters: FactFilters) {
  const { where, params } = factFilterSql(filters, new Date());
  const rows = await env.DB.prepare(
    `SELECT d.member_id AS id, (SELECT count(*) FROM reviews r WHERE r.member_id = d.member_id ${where.map((w) => `AND ${w}`).join(' ')}) AS n
     FROM directory_entries d WHERE d.tag_id = 0 AND d.city_id = 0 AND d.active = 1`,
  )
    .bind(...params)
    .all<{ id: number; n: number }>();
  return new Map(rows.results.filter((row) => row.n > 0).map((row) => [row.id, row.n]));
}

const SELECTIONS: FactFilters[] = [
  {},
  { sector: 'J' },
  { budget: '10k-50k' },
  { budget: '10k-50k', sector: 'C' },
  { country: 'DE', rating: '4' },
  { lang: 'FR_FR', proof: 'video' },
  { since: '1y', budget: 'lt10k' },
  { country: 'NL', rating: '5', proof: 'case-study', since: '2y' },
];

describe('project filters of the directory', () => {
  beforeAll(async () => {
    await seedTiny(env.DB);
  });

  it('lists a provider when one of its reviews matches every filter, with how many do', async () => {
    // Without a filter the page is the listing itself, providers without reviews too.
    for (const filters of SELECTIONS.slice(1)) {
      const want = await expected(filters);
      const got = await listing(filters);
      expect(got.info.total, JSON.stringify(filters)).toBe(want.size);
      const ids = await env.DB.prepare('SELECT id, public_id FROM members').all<{
        id: number;
        public_id: string;
      }>();
      const byPublic = new Map(ids.results.map((row) => [row.public_id, row.id]));
      for (const item of got.items) expect(want.has(Number(item.id))).toBe(true);
      expect(got.matches).toHaveLength(got.items.length);
      for (const match of got.matches)
        expect(match.reviews, JSON.stringify(filters)).toBe(want.get(byPublic.get(match.memberId) as number));
    }
  });

  it('counts for each option the providers that choosing it lists', async () => {
    for (const filters of SELECTIONS) {
      const got = await listing(filters);
      for (const option of got.filterOptions) {
        const chosen = { ...filters, [option.filter]: option.value };
        const want = await expected(chosen);
        expect(option.count, `${JSON.stringify(filters)} + ${option.filter}=${option.value}`).toBe(want.size);
      }
    }
  });

  it('sorts a filtered page by rating or reviews as the directory sorts its members in SQL', async () => {
    let ties = 0;
    for (const sort of ['rating', 'reviews'] as const) {
      for (const filters of SELECTIONS.slice(1)) {
        const ids = [...(await expected(filters)).keys()];
        const want = await env.DB.prepare(
          `SELECT m.public_id, m.average_rating, m.review_count FROM json_each(?) k CROSS JOIN members m ON m.id = k.value
           ORDER BY ${MEMBER_ORDERS[sort].order}`,
        )
          .bind(JSON.stringify(ids))
          .all<{ public_id: string; average_rating: number | null; review_count: number }>();
        const key = (row: { average_rating: number | null; review_count: number }) =>
          sort === 'rating' ? row.average_rating : row.review_count;
        ties += want.results.filter(
          (row, i) => i > 0 && key(row) === key(want.results[i - 1] as typeof row),
        ).length;
        // Every page, five providers each, read in turn, then one past the last.
        const got: string[] = [];
        const first = await listing(filters, { sort, pageSize: 5 });
        for (let page = 1; page <= first.info.pageCount + 1; page += 1) {
          const result = await listing(filters, { sort, pageSize: 5, page });
          got.push(...result.items.map((item) => String(item.public_id)));
          // The page's members alone are read, not every match's: no more rows than by score,
          // but for the addresses folded into each member's row (other members, other counts).
          const byScore = await listing(filters, { pageSize: 5, page });
          expect(
            result.stats.rowsRead,
            `${sort} ${JSON.stringify(filters)} page ${page}`,
          ).toBeLessThanOrEqual(byScore.stats.rowsRead + 3 * 5);
        }
        expect(got, `${sort} ${JSON.stringify(filters)}`).toEqual(want.results.map((row) => row.public_id));
      }
    }
    // The seeded matches tie on the first key often enough that the tie-breaks are compared too.
    expect(ties).toBeGreaterThan(10);
  });

  it("keeps on every entry its member's figures, and sorts ties on them by id", async () => {
    const differ = () =>
      env.DB.prepare(
        `SELECT count(*) AS n FROM directory_entries d JOIN members m ON m.id = d.member_id
         WHERE d.average_rating IS NOT m.average_rating OR d.review_count IS NOT m.review_count
           OR d.score_sum IS NOT m.score_sum`,
      ).first<{ n: number }>();
    expect((await differ())?.n).toBe(0);
    const filters: FactFilters = { sector: 'J' };
    const [a, b, c] = [...(await expected(filters)).keys()].sort((x, y) => y - x);
    const figures = 'SELECT id, average_rating, review_count, score_sum FROM members WHERE id IN (?, ?, ?)';
    const before = (await env.DB.prepare(figures).bind(a, b, c).all<Row>()).results;
    const set = 'UPDATE members SET average_rating = ?, review_count = ?, score_sum = ? WHERE id = ?';
    try {
      // Three providers on the same figures: the trigger copies them, the page orders them by id.
      await env.DB.batch([b, c].map((id) => env.DB.prepare(set).bind(9.99, 999, 999_999, id)));
      await env.DB.prepare(set).bind(9.99, 999, 999_999, a).run();
      expect((await differ())?.n).toBe(0);
      for (const sort of ['rating', 'reviews'] as const) {
        const got = await listing(filters, { sort, pageSize: 3 });
        expect(got.items.map((item) => Number(item.id))).toEqual(
          [a, b, c].sort((x, y) => (x as number) - (y as number)),
        );
      }
    } finally {
      for (const row of before)
        await env.DB.prepare(set).bind(row.average_rating, row.review_count, row.score_sum, row.id).run();
    }
    expect((await differ())?.n).toBe(0);
  });

  it('keeps a filtered page within the design budgets', async () => {
    const got = await listing({ country: 'NL', rating: '5', proof: 'case-study' }, { sort: 'rating' });
    expect(got.stats.roundTrips).toBeLessThanOrEqual(2);
    expect(got.stats.rowsRead).toBeLessThan(1000);
  });

  it('ignores unknown values', async () => {
    expect(
      factFiltersOf({ budget: 'huge', sector: 'Z', country: 'US', rating: 9, lang: 'xx', proof: 'x' }),
    ).toEqual({});
    expect(
      readFactFilters(new URLSearchParams('budget=gt200k&sector=j&lang=de-de&since=3y&rating=0')),
    ).toEqual({
      budget: 'gt200k',
      sector: 'J',
      lang: 'DE_DE',
    });
    const all = await listing({});
    const bad = await listing(factFiltersOf({ budget: "'; DROP TABLE reviews; --", rating: -1 }));
    expect(bad.info.total).toBe(all.info.total);
  });
});

describe('project facts of the seeded reviews', () => {
  it('carry on each directory entry the codes of its provider reviews, as the trigger adds them', async () => {
    const reviews = await env.DB.prepare(
      `SELECT member_id, budget_band, buyer_sector, buyer_country, lang, published_rating, has_video, has_case_study,
         published_at FROM reviews ORDER BY id`,
    ).all<ReviewFacts & { member_id: number }>();
    const codes = new Map<number, string[]>();
    for (const review of reviews.results)
      codes.set(review.member_id, [...(codes.get(review.member_id) ?? []), reviewFactCode(review)]);
    const entries = await env.DB.prepare(
      'SELECT DISTINCT member_id, review_facts FROM directory_entries',
    ).all<{
      member_id: number;
      review_facts: string;
    }>();
    expect(entries.results.length).toBeGreaterThan(0);
    const split = (text: string) => (text.match(/.{11}/g) ?? []).sort();
    for (const entry of entries.results)
      expect(split(entry.review_facts)).toEqual([...(codes.get(entry.member_id) ?? [])].sort());

    // A review written later adds its code, as the migration's SQL writes it.
    const member = entries.results[0]?.member_id as number;
    const review: ReviewFacts = {
      budget_band: 'gt200k',
      buyer_sector: 'U',
      buyer_country: 'NL',
      lang: 'NL_NL',
      published_rating: 7,
      has_video: 1,
      has_case_study: 0,
      published_at: '2030-01-01T00:00:00.000Z',
    };
    await env.DB.prepare(
      `INSERT INTO reviews (public_id, member_id, published_at, published_rating, lang, buyer_sector, buyer_country,
         budget_band, has_video, has_case_study)
       VALUES ('rev-new', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(
        member,
        review.published_at,
        review.published_rating,
        review.lang,
        review.buyer_sector,
        review.buyer_country,
        review.budget_band,
        review.has_video,
        review.has_case_study,
      )
      .run();
    const after = await env.DB.prepare(
      'SELECT review_facts FROM directory_entries WHERE member_id = ? LIMIT 1',
    )
      .bind(member)
      .first<{ review_facts: string }>();
    expect(after?.review_facts.endsWith(reviewFactCode(review))).toBe(true);
    await env.DB.prepare("DELETE FROM reviews WHERE public_id = 'rev-new'").run();
  });

  it('state the budget the text tells', async () => {
    const rows = await env.DB.prepare(
      "SELECT description, budget_amount, budget_currency, lang FROM reviews WHERE lang IN ('EN_GB', 'DE_DE')",
    ).all<{ description: string; budget_amount: number; budget_currency: string; lang: string }>();
    let told = 0;
    for (const row of rows.results) {
      const body = JSON.parse(row.description)[row.lang] as string;
      const amount = new Intl.NumberFormat(row.lang === 'EN_GB' ? 'en-GB' : 'de-DE', {
        style: 'currency',
        currency: row.budget_currency,
        maximumFractionDigits: 0,
      }).format(row.budget_amount);
      const amounts = body.match(row.lang === 'EN_GB' ? /£\d{1,3}(,\d{3})*/g : /\d{1,3}(\.\d{3})*\s€/g) ?? [];
      for (const found of amounts) {
        told++;
        expect(found.replace(/\s/g, ' ')).toBe(amount.replace(/\s/g, ' '));
      }
    }
    expect(told).toBeGreaterThan(10);
  });
});
