import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetReference } from '../graphql/reference';
import { seedFixture } from '../graphql/test-fixture';
import { app } from '../index';
import { snapshotClosedPeriods } from '../jobs/scheduled';

// Design section 9: a page's miss reads D1 in at most two sequential round trips, and the head
// leaves after at most one. Played with a distant database (each round trip waits 25 ms), so
// trips that overlap are told apart from trips one after another.
const LATENCY = '25';
const year = new Date().getUTCFullYear();
const lastYear = year - 1;
const PAGES = [
  '/',
  '/en-GB',
  '/articles',
  '/membres/services',
  '/membres/tech-et-produit/paris',
  // The open period (live points; a closed one is read from its snapshot, frozen by the cron).
  `/membres/leaderboards/yearly/${year}`,
  `/membres/trustawards/${lastYear}`,
  '/membres/clients',
  '/membres/clients/globex?id=b-globex',
  '/membres/search/acme',
  '/profil/acme',
  '/profil/acme/reviews',
  '/profil/acme/reference/r-one',
  '/profil/acme/data',
  '/profil/acme/culture',
  '/profil/acme/ecosystem',
  '/profil/acme/rewards',
  '/profil/no-such-company',
  '/no-such-page',
];

beforeAll(async () => {
  await seedFixture(env.DB);
  // Last year frozen as the cron freezes it when the year closes: Trustawards read its snapshot.
  await snapshotClosedPeriods(env.DB, new Date(Date.UTC(year, 0, 1, 0, 5)));
  forgetReference();
});
afterEach(() => vi.restoreAllMocks());

/** A full miss of `path` on this machine's runtime: its status, the trips before the head, and in all. */
async function miss(path: string) {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  const response = await app.request(
    `http://127.0.0.1${path}`,
    { headers: { 'x-bench-cache': 'bypass' } },
    { ...env, D1_LATENCY_MS: LATENCY },
  );
  const beforeHead = Number(/d1-trips;desc="(\d+)"/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  await response.text();
  // A streamed page writes its log line once its last byte is sent.
  for (let wait = 0; wait < 20 && !lines.some((line) => line.includes('"dbTrips"')); wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const log = JSON.parse(lines.find((line) => line.includes('"dbTrips"')) ?? '{}') as { dbTrips?: number };
  vi.restoreAllMocks();
  return {
    status: response.status,
    beforeHead,
    total: log.dbTrips,
    timing: response.headers.get('server-timing'),
  };
}

describe('D1 round trips of a page on a miss', () => {
  it('are at most two one after another on every page type, and the head leaves after one at most', async () => {
    // The isolate's reference tables first (read beside a page's own reads when it has none).
    await miss('/');
    for (const path of PAGES) {
      const { status, beforeHead, total, timing } = await miss(path);
      expect([200, 404], path).toContain(status);
      expect(timing, path).toContain(`d1-latency;dur=${LATENCY}`);
      expect(total, path).toBeLessThanOrEqual(2);
      expect(beforeHead, path).toBeLessThanOrEqual(1);
    }
  }, 60_000);
});
