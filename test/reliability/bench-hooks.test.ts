import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { call, testEnv } from './request';

/**
 * The D1 figures of an answer: those after a streamed page's `</html>` (a full miss's closing
 * note), else those of its `Server-Timing` header.
 */
const dbTiming = async (response: Response) => {
  const body = await response.text();
  const note = /<!--server-timing: (.*)-->$/.exec(body)?.[1];
  const match = /db;dur=([\d.]+);desc="queries=(\d+) rows=(\d+) sql=([\d.]+)"/.exec(
    note ?? response.headers.get('server-timing') ?? '',
  );
  return match
    ? { waitMs: Number(match[1]), queries: Number(match[2]), rows: Number(match[3]), sqlMs: Number(match[4]) }
    : null;
};

/** Calls the Worker with console.log captured: the answer and the request's log line. */
async function loggedCall(path: string, options: Parameters<typeof call>[1]) {
  const logged: string[] = [];
  const original = console.log;
  console.log = (line: unknown) => logged.push(String(line));
  try {
    const response = await call(path, options);
    const line = logged.map((text) => JSON.parse(text)).find((entry) => entry.requestId);
    return { response, line };
  } finally {
    console.log = original;
  }
}

const BYPASS = { headers: { 'x-bench-cache': 'bypass' } };

beforeAll(async () => {
  await seedFixture(testEnv.DB);
});

describe('bench hooks', () => {
  it('reports D1 round trips and rows in Server-Timing on a non-production host', async () => {
    const response = await call('/', { init: { headers: { 'x-bench-cache': 'bypass' } } });
    const timing = await dbTiming(response);
    expect(timing).not.toBeNull();
    expect(timing!.queries).toBeGreaterThan(0);
    expect(timing!.rows).toBeGreaterThan(0);
  });

  it('serves a warm page from the cache, and reads D1 again when asked to bypass it', async () => {
    await call('/');
    const warm = await dbTiming(await call('/'));
    const bypassed = await dbTiming(await call('/', { init: { headers: { 'x-bench-cache': 'bypass' } } }));
    expect(warm).toMatchObject({ queries: 0, rows: 0, waitMs: 0, sqlMs: 0 });
    expect(bypassed?.queries).toBeGreaterThan(0);
    // Time waiting for D1 includes the time D1 spends on the statements.
    expect(bypassed!.waitMs).toBeGreaterThanOrEqual(bypassed!.sqlMs);
  });

  it('never exposes Server-Timing nor honours the bypass on the production host', async () => {
    const production = { ...testEnv, PRODUCTION_HOST: 'www.example.org' } as Env;
    await call('/', { env: production, origin: 'https://www.example.org' });
    const { response, line } = await loggedCall('/', {
      env: production,
      origin: 'https://www.example.org',
      init: BYPASS,
    });
    expect(response.headers.get('server-timing')).toBeNull();
    expect(line?.dbQueries).toBe(0);
  });

  it('honours neither the bypass nor Server-Timing on a deployed host, even with PRODUCTION_HOST unset', async () => {
    const deployed = { ...testEnv, PRODUCTION_HOST: '' } as Env;
    for (const origin of ['https://trustboard-preview.example.workers.dev', 'http://127.0.0.1.example.com']) {
      await call('/', { env: deployed, origin });
      const { response, line } = await loggedCall('/', { env: deployed, origin, init: BYPASS });
      expect(response.headers.get('server-timing'), origin).toBeNull();
      expect(line?.dbQueries, origin).toBe(0);
    }
    // This machine's own runtime, by any of its names, still answers the bench.
    for (const origin of ['http://127.0.0.1:8808', 'http://site-1.localhost', 'http://[::1]:8787']) {
      const response = await call('/', { env: deployed, origin, init: BYPASS });
      expect((await dbTiming(response))?.queries, origin).toBeGreaterThan(0);
    }
  });

  it('lets the API skip its data cache off the production host only', async () => {
    const production = { ...testEnv, PRODUCTION_HOST: 'www.example.org' } as Env;
    const queriesOf = async (env: Env, origin: string) => {
      await call('/api/graphql/query/Articles', { env, origin });
      return (await loggedCall('/api/graphql/query/Articles', { env, origin, init: BYPASS })).line?.dbQueries;
    };
    expect(await queriesOf(testEnv, 'http://localhost')).toBeGreaterThan(0);
    expect(await queriesOf(production, 'https://www.example.org')).toBe(0);
  });
});
