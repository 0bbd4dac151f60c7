import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { parsePage, textOf } from '../dom';
import { ageEntries, failingDb, failingKv, INJECTED, leaksInternals, memoryKv, slowDb } from './faults';
import { call, testEnv } from './request';

// The directory reads several operations (shell, cities, listing); 'Lyons' is the fixture's
// English name of a city, only present when the page was built from data.
const PAGE = '/en-GB/membres/services';
const MARKER = 'Lyons';

/** The text a visitor reads in a page's main content. */
const mainText = (html: string) => textOf(parsePage(html).querySelector('main'));
const withEnv = (overrides: Partial<Env>) => ({ ...testEnv, ...overrides }) as Env;

beforeAll(async () => {
  await seedFixture(testEnv.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('D1 failing or slow', () => {
  it('answers the 500 page in the page locale when D1 is down and nothing is cached, never a stack trace', async () => {
    const response = await call(PAGE, { env: withEnv({ DB: failingDb(), CACHE: memoryKv().kv }) });
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(mainText(body)).toContain('An error occurred');
    expect(leaksInternals(body)).toBe(false);
  });

  it('serves a stale cached page from KV while D1 is down', async () => {
    const { kv, store } = memoryKv();
    const healthy = await call(PAGE, { env: withEnv({ CACHE: kv }) });
    expect(healthy.status).toBe(200);
    expect(ageEntries(store, 6 * 60 * 60 * 1000)).toBeGreaterThan(0);
    const response = await call(PAGE, { env: withEnv({ DB: failingDb(), CACHE: kv }) });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(mainText(body)).toContain(MARKER);
    expect(leaksInternals(body)).toBe(false);
  });

  it('still renders the page when every D1 round trip takes 150 ms', async () => {
    const response = await call(PAGE, {
      env: withEnv({ DB: slowDb(testEnv.DB, 150), CACHE: memoryKv().kv }),
    });
    expect(response.status).toBe(200);
    expect(mainText(await response.text())).toContain(MARKER);
  });
});

describe('KV failing', () => {
  it('renders pages from D1 when every KV call fails', async () => {
    for (const path of [PAGE, '/', '/articles']) {
      const response = await call(path, { env: withEnv({ CACHE: failingKv() }) });
      expect(response.status, path).toBe(200);
      expect(leaksInternals(await response.text())).toBe(false);
    }
  });

  it('answers the 500 page when KV and D1 both fail', async () => {
    // A host of its own: no copy of the page in the shared page cache (it would answer 200).
    const response = await call(PAGE, {
      env: withEnv({ CACHE: failingKv(), DB: failingDb() }),
      origin: 'http://no-page-cache-1.localhost',
    });
    expect(response.status).toBe(500);
    expect(leaksInternals(await response.text())).toBe(false);
  });
});

describe('upstream GraphQL service down', () => {
  const upstream = withEnv({ GRAPHQL_UPSTREAM_URL: 'https://upstream.example.test/api/graphql' });

  it('answers the 502 page when the upstream keeps answering 503', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(`${INJECTED} upstream down`, { status: 503 }));
    const response = await call(PAGE, { env: upstream, origin: 'http://no-page-cache-2.localhost' });
    const body = await response.text();
    expect(fetchSpy).toHaveBeenCalled();
    expect(response.status).toBe(502);
    expect(mainText(body)).toContain('An error occurred');
    expect(leaksInternals(body)).toBe(false);
  });

  it('answers the 502 page when the upstream is unreachable or answers HTML', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new TypeError(`${INJECTED}: connection refused`);
    });
    const refused = await call(PAGE, { env: upstream, origin: 'http://no-page-cache-3.localhost' });
    expect(refused.status).toBe(502);
    expect(leaksInternals(await refused.text())).toBe(false);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(`<html>${INJECTED}</html>`, { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const garbage = await call(PAGE, { env: upstream, origin: 'http://no-page-cache-4.localhost' });
    expect(garbage.status).toBe(502);
    expect(leaksInternals(await garbage.text())).toBe(false);
  });
});
