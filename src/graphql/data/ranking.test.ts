import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodBounds } from '../../domain/periods';
import { BatchingDb } from '../db';
import { rankFromReviews, readRanking, snapshotPeriod } from './ranking';

const db = env.DB;

async function member(id: number, category: string, status = 'active') {
  await db
    .prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, status, category)
       VALUES (?1, ?2, ?3, ?4, '2019-01-01', '2019-01-01', ?5, ?6)`,
    )
    .bind(id, `m${id}`, `member-${id}`, `Member ${id}`, status, category)
    .run();
}

/** An active member in tech_et_produit, by id: the many-member rankings below insert hundreds. */
const insertMember = db.prepare(
  `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, status, category)
   VALUES (?1, 'm' || ?1, 'member-' || ?1, 'Member ' || ?1, '2019-01-01', '2019-01-01', 'active', 'tech_et_produit')`,
);

let reviewId = 0;
async function review(
  memberId: number,
  publishedAt: string,
  rating: number,
  flags: Partial<Record<'t' | 'v' | 'c', 1>> = {},
) {
  reviewId += 1;
  await db
    .prepare(
      `INSERT INTO reviews (id, public_id, member_id, published_at, published_rating, has_testimony, has_video, has_case_study)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(reviewId, `r${reviewId}`, memberId, publishedAt, rating, flags.t ?? 0, flags.v ?? 0, flags.c ?? 0)
    .run();
}

// ISO weeks around the new year 2020/2021: 2020 has 53 weeks, folded into week 52 (src/domain/periods.ts);
// week 1 of 2021 starts Monday 4 January.
const W52_2020 = periodBounds({ kind: 'weekly', year: 2020, number: 52 });
const W01_2021 = periodBounds({ kind: 'weekly', year: 2021, number: 1 });

beforeAll(async () => {
  await member(1, 'tech_et_produit');
  await member(2, 'tech_et_produit');
  await member(3, 'recrutement_et_rh');
  await member(4, 'tech_et_produit', 'excluded');
  await review(1, '2021-01-03T23:59:59Z', 8, { t: 1, v: 1 }); // 10 + 8 + 5 + 10 = 33, week 53 of 2020
  await review(2, '2021-01-04T00:00:00Z', 10, { t: 1, v: 1, c: 1 }); // 45, week 1 of 2021
  await review(3, '2021-01-05T10:00:00Z', 6); // 16
  await review(3, '2021-01-06T10:00:00Z', 4, { c: 1 }); // 24 -> 40 for member 3
  await review(4, '2021-01-05T10:00:00Z', 10, { t: 1, v: 1, c: 1 }); // excluded member: never ranked
  await review(1, '2019-01-01T00:00:00Z', 0); // 10, first day of the earliest year
  await review(2, '2019-03-31T23:00:00Z', 2); // 12, last hour of Q1 2019
  await review(3, '2019-04-01T00:00:00Z', 10); // 20, Q2 2019
});

describe('ranking arithmetic', () => {
  it('puts a Sunday 3 January review in the last week (53, folded into 52) of the previous ISO year', async () => {
    expect(W52_2020).toEqual({ start: '2020-12-21T00:00:00.000Z', end: '2021-01-04T00:00:00.000Z' });
    const ranking = await rankFromReviews(db, 'all', W52_2020);
    expect(ranking).toEqual([{ member_id: 1, position: 1, points: 33, review_count: 1, average_rating: 8 }]);
  });

  it('ranks week 1 by summed points: 10 + rating + 5 testimony + 10 video + 10 case study', async () => {
    const ranking = await rankFromReviews(db, 'all', W01_2021);
    expect(ranking.map((row) => [row.member_id, row.position, row.points, row.review_count])).toEqual([
      [2, 1, 45, 1],
      [3, 2, 40, 2],
    ]);
    expect(ranking[1]?.average_rating).toBe(5);
  });

  it('filters by the member category', async () => {
    const ranking = await rankFromReviews(db, 'recrutement_et_rh', W01_2021);
    expect(ranking.map((row) => row.member_id)).toEqual([3]);
  });

  it('splits quarters on 1 April and counts the first day of 2019', async () => {
    const q1 = await rankFromReviews(db, 'all', periodBounds({ kind: 'quarterly', year: 2019, number: 1 }));
    expect(q1.map((row) => [row.member_id, row.points])).toEqual([
      [2, 12],
      [1, 10],
    ]);
    const q2 = await rankFromReviews(db, 'all', periodBounds({ kind: 'quarterly', year: 2019, number: 2 }));
    expect(q2.map((row) => [row.member_id, row.points])).toEqual([[3, 20]]);
  });

  it('ranks a whole month and year, excluded members left out', async () => {
    const january = await rankFromReviews(
      db,
      'all',
      periodBounds({ kind: 'monthly', year: 2021, number: 1 }),
    );
    expect(january.map((row) => row.member_id)).toEqual([2, 3, 1]);
    const year = await rankFromReviews(db, 'all', periodBounds({ kind: 'yearly', year: 2021, number: 0 }));
    expect(year.some((row) => row.member_id === 4)).toBe(false);
  });
});

describe('readRanking', () => {
  const key = { period: 'weekly', year: 2021, number: 1, category: 'all' } as const;

  it('computes a closed period on demand when neither points nor snapshot exist', async () => {
    const page = await readRanking(db, key, { closed: true, bounds: W01_2021, limit: 10, offset: 0 });
    expect(page.source).toBe('computed');
    expect(page.entries.map((row) => row.member_id)).toEqual([2, 3]);
  });

  it('reads the live ranking from ranking_points and reorders by rating without changing positions', async () => {
    await db.batch([
      db.prepare(
        `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum) VALUES ('weekly', 2026, 10, 'tech_et_produit', 1, 50, 2, 12)`,
      ),
      db.prepare(
        `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum) VALUES ('weekly', 2026, 10, 'tech_et_produit', 2, 30, 1, 10)`,
      ),
      db.prepare(
        `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum) VALUES ('weekly', 2026, 10, 'tech_et_produit', 4, 99, 3, 30)`,
      ),
    ]);
    const live = { period: 'weekly', year: 2026, number: 10, category: 'tech_et_produit' } as const;
    const page = await readRanking(db, live, {
      closed: false,
      bounds: { start: '2026-03-02', end: '2026-03-09' },
      sort: 'rating',
      limit: 10,
      offset: 0,
    });
    expect(page.source).toBe('live');
    expect(page.entries.map((row) => [row.member_id, row.position])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it('pages the live ranking by points in SQLite, positions counted from the offset, top 500 only', async () => {
    const live = { period: 'weekly', year: 2026, number: 10, category: 'all' } as const;
    const options = { closed: false, bounds: { start: '2026-03-02', end: '2026-03-09' }, limit: 1 };
    const second = await readRanking(db, live, { ...options, offset: 1 });
    expect(second.entries.map((row) => [row.member_id, row.position])).toEqual([[2, 2]]);
    expect(second.total).toBe(2);
    expect((await readRanking(db, live, { ...options, offset: 500 })).entries).toEqual([]);
  });

  it('reads the same page without counting the ranks past it when no total is shown', async () => {
    const live = { period: 'weekly', year: 2026, number: 10, category: 'all' } as const;
    const options = {
      closed: false,
      bounds: { start: '2026-03-02', end: '2026-03-09' },
      limit: 1,
      offset: 0,
    };
    const counted = new BatchingDb(db);
    const uncounted = new BatchingDb(db);
    const withTotal = await readRanking(counted, live, options);
    const withoutTotal = await readRanking(uncounted, live, { ...options, count: false });
    expect(withoutTotal.entries).toEqual(withTotal.entries);
    expect(withTotal.total).toBe(2);
    expect(uncounted.stats.statements).toBe(counted.stats.statements - 1);
  });

  it('browses a live ranking in another order among its best 500 by points, as a snapshot is', async () => {
    // 520 ranked members; the 20 past rank 500 have the best rating of all.
    const members = Array.from({ length: 520 }, (_, index) => 20_000 + index);
    const insertPoints = db.prepare(
      `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum) VALUES ('weekly', 2026, 20, 'tech_et_produit', ?1, ?2, 1, ?3)`,
    );
    await db.batch(members.map((id) => insertMember.bind(id)));
    await db.batch(
      members.map((id, index) => insertPoints.bind(id, 1000 - index, index < 500 ? index % 10 : 10)),
    );
    const live = { period: 'weekly', year: 2026, number: 20, category: 'all' } as const;
    const options = { closed: false, bounds: { start: '2026-05-11', end: '2026-05-18' }, limit: 3 };
    const byRating = await readRanking(db, live, { ...options, sort: 'rating', offset: 0 });
    expect(byRating.total).toBe(500);
    // Rated 9 of 10, by official position: ranks 10, 20, 30; none of the 20 past rank 500.
    expect(byRating.entries.map((row) => [row.member_id, row.position, row.average_rating])).toEqual([
      [20_009, 10, 9],
      [20_019, 20, 9],
      [20_029, 30, 9],
    ]);
    const lastPage = await readRanking(db, live, { ...options, sort: 'reviews', offset: 498 });
    expect(lastPage.entries.map((row) => row.position)).toEqual([499, 500]);
  });

  it('ranks and counts active members only, following a member who leaves or comes back', async () => {
    // 30 ranked members, written while all active; two then leave and one of them comes back.
    const members = Array.from({ length: 30 }, (_, index) => 30_000 + index);
    const insertPoints = db.prepare(
      `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum)
       VALUES ('weekly', 2026, 30, 'tech_et_produit', ?1, ?2, 1, 8)`,
    );
    await db.batch(members.map((id) => insertMember.bind(id)));
    await db.batch(members.map((id, index) => insertPoints.bind(id, 300 - index)));
    const setStatus = (id: number, status: string) =>
      db.prepare('UPDATE members SET status = ?2 WHERE id = ?1').bind(id, status).run();
    await setStatus(30_000, 'ceased');
    await setStatus(30_001, 'excluded');
    await setStatus(30_001, 'active');
    // Points written for a member who is no longer active are not ranked either.
    await db
      .prepare(
        `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum)
         VALUES ('weekly', 2026, 30, 'tech_et_produit', 4, 999, 9, 90)`,
      )
      .run();
    const options = {
      closed: false,
      bounds: { start: '2026-07-20', end: '2026-07-27' },
      limit: 3,
      offset: 0,
    };
    for (const category of ['all', 'tech_et_produit'] as const) {
      const reader = new BatchingDb(db);
      const page = await readRanking(reader, { period: 'weekly', year: 2026, number: 30, category }, options);
      expect(page.total).toBe(29);
      expect(page.entries.map((row) => [row.member_id, row.position])).toEqual([
        [30_001, 1],
        [30_002, 2],
        [30_003, 3],
      ]);
      // The page walks the ranking's index, no member looked up; the count is one row.
      expect(reader.stats.rowsRead).toBeLessThanOrEqual(3 + 1);
    }
    // Points deleted, moved to another category, or written again keep the counts.
    await db.batch([
      db.prepare(
        "DELETE FROM ranking_points WHERE period = 'weekly' AND year = 2026 AND number = 30 AND member_id = 30002",
      ),
      db.prepare(
        "UPDATE ranking_points SET category = 'recrutement_et_rh' WHERE period = 'weekly' AND year = 2026 AND number = 30 AND member_id = 30003",
      ),
      db.prepare(
        `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum)
         VALUES ('weekly', 2026, 30, 'tech_et_produit', 30004, 1, 1, 8)
         ON CONFLICT DO UPDATE SET points = points + excluded.points`,
      ),
    ]);
    const totals = async (category: 'all' | 'tech_et_produit' | 'recrutement_et_rh') =>
      (await readRanking(db, { period: 'weekly', year: 2026, number: 30, category }, options)).total;
    expect([await totals('all'), await totals('tech_et_produit'), await totals('recrutement_et_rh')]).toEqual(
      [28, 27, 1],
    );
  });

  it('prefers the snapshot of a closed period, per category, and pages it', async () => {
    await snapshotPeriod(
      db,
      { period: 'weekly', year: 2021, number: 1 },
      W01_2021,
      new Date('2021-01-11T00:05:00Z'),
    );
    const page = await readRanking(db, key, { closed: true, bounds: W01_2021, limit: 1, offset: 1 });
    expect(page).toEqual({
      source: 'snapshot',
      total: 2,
      entries: [{ member_id: 3, position: 2, points: 40, review_count: 2, average_rating: 5 }],
    });
    const tech = await readRanking(
      db,
      { ...key, category: 'tech_et_produit' },
      { closed: true, bounds: W01_2021, limit: 5, offset: 0 },
    );
    expect(tech.entries.map((row) => row.member_id)).toEqual([2]);
  });
  it('freezes a closed period as deep as a live ranking is browsed, and reads it so', async () => {
    // 520 members ranked in one week: the snapshot keeps the best 500 (by points), as live.
    const week = { period: 'weekly', year: 2022, number: 10 } as const;
    const bounds = periodBounds({ kind: 'weekly', year: 2022, number: 10 });
    const members = Array.from({ length: 520 }, (_, index) => 10_000 + index);
    const insertReview = db.prepare(
      `INSERT INTO reviews (id, public_id, member_id, published_at, published_rating)
       VALUES (?1, 'r' || ?1, ?2, ?3, ?4)`,
    );
    await db.batch(members.map((id) => insertMember.bind(id)));
    await db.batch(members.map((id, index) => insertReview.bind(id + 90_000, id, bounds.start, index % 11)));
    await snapshotPeriod(db, week, bounds, new Date('2022-03-14T00:05:00Z'));
    const stored = await db
      .prepare(
        `SELECT entries FROM leaderboard_snapshots WHERE period = 'weekly' AND year = 2022 AND number = 10 AND category = 'all'`,
      )
      .first<{ entries: string }>();
    const frozen = JSON.parse(stored?.entries ?? '[]') as {
      member_id: number;
      position: number;
      points: number;
    }[];
    expect(frozen).toHaveLength(500);
    expect(frozen.map((entry) => entry.position)).toEqual(
      Array.from({ length: 500 }, (_, index) => index + 1),
    );
    // The best of the period by points, the same 500 a computed ranking starts with.
    const computed = await rankFromReviews(db, 'all', bounds);
    expect(computed).toHaveLength(520);
    expect(frozen).toEqual(computed.slice(0, 500));
    const key = { ...week, category: 'all' } as const;
    const last = await readRanking(db, key, { closed: true, bounds, limit: 10, offset: 495 });
    expect(last.source).toBe('snapshot');
    expect(last.total).toBe(500);
    expect(last.entries.map((entry) => entry.position)).toEqual([496, 497, 498, 499, 500]);
    expect((await readRanking(db, key, { closed: true, bounds, limit: 10, offset: 500 })).entries).toEqual(
      [],
    );
  });
});
