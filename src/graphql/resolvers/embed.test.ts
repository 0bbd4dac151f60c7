import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod } from '../../domain/periods';
import { readRanking } from '../data/ranking';
import { runOperation } from '../execute';

const db = env.DB;
const yearly = currentPeriod('yearly');
const CATEGORY = 'operations_et_divers';

beforeAll(async () => {
  const member = db.prepare(
    `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, status, category)
     VALUES (?1, ?2, ?2, ?2, '2019-01-01', '2019-01-01', 'active', ?3)`,
  );
  const points = db.prepare(
    `INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum)
     VALUES ('yearly', ?1, 0, ?2, ?3, ?4, ?5, ?6)`,
  );
  // 71 ceased (most points), 72 and 73 tied on points (73 has more reviews), 74 behind.
  await db.batch([
    member.bind(71, 'member-71', CATEGORY),
    member.bind(72, 'member-72', CATEGORY),
    member.bind(73, 'member-73', CATEGORY),
    member.bind(74, 'member-74', CATEGORY),
    points.bind(yearly.year, CATEGORY, 71, 500, 9, 80),
    points.bind(yearly.year, CATEGORY, 72, 100, 2, 16),
    points.bind(yearly.year, CATEGORY, 73, 100, 5, 40),
    points.bind(yearly.year, CATEGORY, 74, 50, 1, 8),
  ]);
  await db.prepare(`UPDATE members SET status = 'ceased' WHERE id = 71`).run();
});

describe('a member’s standings (badge, comparison)', () => {
  it('give the position and count its category’s leaderboard shows', async () => {
    const { result } = await runOperation<{
      member: { standings: { period: string; position: number; total: number }[] };
    }>({
      env,
      lang: 'EN_GB',
      name: 'WidgetBadge',
      kind: 'query',
      variables: { slug: 'member-72' },
      bypassCache: true,
    });
    const standing = result.data?.member.standings.find((row) => row.period === 'yearly');
    const board = await readRanking(
      db,
      { period: 'yearly', year: yearly.year, number: 0, category: CATEGORY },
      { closed: false, bounds: { start: '', end: '' }, limit: 10, offset: 0 },
    );
    expect(board.entries.map((entry) => [entry.member_id, entry.position])).toEqual([
      [73, 1],
      [72, 2],
      [74, 3],
    ]);
    expect(standing).toMatchObject({ position: 2, total: 3 });
  });
});
