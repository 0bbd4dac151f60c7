import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { distantD1 } from '../middleware/d1-latency';
import { BatchingDb } from './db';

describe('BatchingDb', () => {
  it('sends the statements of one turn in one round trip', async () => {
    const db = new BatchingDb(env.DB);
    const [one, two] = await Promise.all([db.first('SELECT 1 AS n'), db.first('SELECT 2 AS n')]);
    expect([one, two]).toEqual([{ n: 1 }, { n: 2 }]);
    expect(db.stats).toMatchObject({ roundTrips: 1, statements: 2 });
  });

  it('fails only the statement that failed when its batch is refused, the others still answer', async () => {
    const db = new BatchingDb(env.DB);
    const results = await Promise.allSettled([
      db.first('SELECT 1 AS n'),
      db.all('SELECT * FROM no_such_table'),
      db.first('SELECT 3 AS n'),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: { n: 1 } });
    expect(results[1]?.status).toBe('rejected');
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/no such table/);
    expect(results[2]).toEqual({ status: 'fulfilled', value: { n: 3 } });
    // The refused batch and the statements run again each on their own.
    expect(db.stats.roundTrips).toBe(2);
  });

  it('rejects a lone failing statement without running it again', async () => {
    const db = new BatchingDb(env.DB);
    await expect(db.all('SELECT * FROM no_such_table')).rejects.toThrow(/no such table/);
    expect(db.stats.roundTrips).toBe(1);
  });

  it('counts the round trips that came one after another, not those that overlapped', async () => {
    const db = new BatchingDb(distantD1(env.DB, 20));
    // Two batches at once (two turns of the event loop apart), then one that needed the first.
    const first = db.first<{ n: number }>('SELECT 1 AS n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const beside = db.first('SELECT 2 AS n');
    const one = await first;
    await db.first('SELECT ? AS n', (one?.n ?? 0) + 1);
    await beside;
    expect(db.stats.roundTrips).toBe(3);
    expect(db.stats.sequentialTrips).toBe(2);
    expect(db.stats.waitMs).toBeGreaterThanOrEqual(40);
  });
});
