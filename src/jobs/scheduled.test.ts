import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { closedPeriods, snapshotClosedPeriods } from './scheduled';

describe('closedPeriods', () => {
  it('closes nothing in the middle of a week, month and year', () => {
    expect(closedPeriods(new Date('2026-03-11T00:05:00Z'))).toEqual([]);
  });

  it('closes the past ISO week on Monday', () => {
    expect(closedPeriods(new Date('2026-03-09T00:05:00Z'))).toEqual([
      { kind: 'weekly', year: 2026, number: 10 },
    ]);
  });

  it('closes the month, quarter and year on 1 January but not week 52 before its end', () => {
    // 1 January 2027 is a Friday: ISO week 53 of 2026 (folded into 52) runs until Monday 4 January.
    expect(closedPeriods(new Date('2027-01-01T00:05:00Z'))).toEqual([
      { kind: 'monthly', year: 2026, number: 12 },
      { kind: 'quarterly', year: 2026, number: 4 },
      { kind: 'yearly', year: 2026, number: 0 },
    ]);
    expect(closedPeriods(new Date('2027-01-04T00:05:00Z'))).toEqual([
      { kind: 'weekly', year: 2026, number: 52 },
    ]);
  });
});

describe('snapshotClosedPeriods', () => {
  it('writes one snapshot per category and one for all, for each closed period', async () => {
    await env.DB.prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category) VALUES (1, 'm1', 'm', 'M', '2026-01-01', '2026-01-01', 'tech_et_produit')`,
    ).run();
    await env.DB.prepare(
      `INSERT INTO reviews (id, public_id, member_id, published_at, published_rating, has_video) VALUES (1, 'r1', 1, '2026-03-04T09:00:00Z', 9, 1)`,
    ).run();
    await snapshotClosedPeriods(env.DB, new Date('2026-03-09T00:05:00Z'));
    const { results } = await env.DB.prepare(
      `SELECT category, start_date, entries FROM leaderboard_snapshots WHERE period = 'weekly' AND year = 2026 AND number = 10 ORDER BY category`,
    ).all<{ category: string; start_date: string; entries: string }>();
    expect(results.map((row) => row.category)).toEqual([
      'all',
      'legal_compta_et_finances',
      'marketing_communication_et_ventes',
      'operations_et_divers',
      'recrutement_et_rh',
      'tech_et_produit',
    ]);
    expect(results[0]?.start_date).toBe('2026-03-02');
    expect(JSON.parse(results[0]!.entries)).toEqual([
      { member_id: 1, position: 1, points: 29, review_count: 1, average_rating: 9 },
    ]);
    expect(JSON.parse(results[1]!.entries)).toEqual([]);
  });
});
