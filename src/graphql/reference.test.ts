import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchingDb } from './db';
import { forgetReference, REFERENCE_STALE_MS, REFERENCE_TTL_MS, referenceOf } from './reference';

const CITY = 'INSERT INTO cities (id, slug, name, position) VALUES (?, ?, \'{"FR_FR":"Ville"}\', 1)';

afterEach(async () => {
  forgetReference();
  await env.DB.prepare('DELETE FROM cities').run();
});

describe('the reference tables', () => {
  it('are read in one round trip, then kept by the isolate while fresh', async () => {
    await env.DB.prepare(CITY).bind(901, 'brest').run();
    const first = new BatchingDb(env.DB);
    const reference = await referenceOf(first, Date.now());
    expect(first.stats.roundTrips).toBe(1);
    expect(reference.cityById.get('901')?.slug).toBe('brest');
    await env.DB.prepare(CITY).bind(902, 'rennes').run();
    const second = new BatchingDb(env.DB);
    const kept = await referenceOf(second, Date.now() + REFERENCE_TTL_MS - 1);
    expect(second.stats.roundTrips).toBe(0);
    expect(kept.cityById.has('902')).toBe(false);
  });

  it('serve the stale copy while the next one is read, and wait for it once too old', async () => {
    await env.DB.prepare(CITY).bind(903, 'vannes').run();
    await referenceOf(new BatchingDb(env.DB), Date.now());
    await env.DB.prepare(CITY).bind(904, 'lorient').run();
    const stale = new BatchingDb(env.DB);
    const served = await referenceOf(stale, Date.now() + REFERENCE_TTL_MS + 1);
    expect(served.cityById.has('904')).toBe(false);
    // The next copy was read beside: the request's own batch carried it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stale.stats.roundTrips).toBe(1);
    const fresh = await referenceOf(new BatchingDb(env.DB), Date.now());
    expect(fresh.cityById.has('904')).toBe(true);
    forgetReference();
    await referenceOf(new BatchingDb(env.DB), Date.now());
    const old = new BatchingDb(env.DB);
    await env.DB.prepare(CITY).bind(905, 'quimper').run();
    const waited = await referenceOf(old, Date.now() + REFERENCE_TTL_MS + REFERENCE_STALE_MS + 1);
    expect(waited.cityById.has('905')).toBe(true);
  });
});
