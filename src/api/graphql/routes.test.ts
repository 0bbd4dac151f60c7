import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runOperation } from '../../graphql/execute';
import { seedFixture } from '../../graphql/test-fixture';
import { platform } from '../../middleware/platform';
import { createGraphqlRoutes } from './routes';

const app = new Hono<{ Bindings: Env }>();
app.use('*', platform());
app.route('/api/graphql', createGraphqlRoutes());

async function call(path: string, init?: RequestInit, bindings: Env = env) {
  const context = createExecutionContext();
  const response = await app.request(path, init, bindings, context);
  // biome-ignore lint/suspicious/noExplicitAny: results are read loosely; the assertions check their shape.
  const body = (await response.json()) as { data: Record<string, any> | null; errors: { message: string }[] };
  await waitOnExecutionContext(context);
  return { response, body };
}

beforeAll(() => seedFixture(env.DB));
beforeEach(async () => {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
});

describe('GET /api/graphql/query/{Name}', () => {
  it('runs a registered query with string variables as parameters and a Cache-Control', async () => {
    const { response, body } = await call('/api/graphql/query/MemberProfile?slug=acme');
    expect(response.status).toBe(200);
    expect(body.errors).toEqual([]);
    expect(body.data?.member.name).toBe('Acme');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
  });

  it('reads other variables from one JSON __variables parameter', async () => {
    const filter = encodeURIComponent(JSON.stringify({ filter: { video: true } }));
    const { body } = await call(`/api/graphql/query/ProfileReviews?slug=acme&__variables=${filter}`);
    expect(body.data?.member.reviews.items.map((review: { id: string }) => review.id)).toEqual(['r-two']);
  });

  it('resolves translated fields in ?locale and keeps one cache entry per locale', async () => {
    const english = await call('/api/graphql/query/Qualities?locale=EN_GB');
    const french = await call('/api/graphql/query/Qualities');
    expect(english.body.data?.qualities[0].label).toBe('Responsiveness');
    expect(french.body.data?.qualities[0].label).toBe('Réactivité');
    expect(french.response.headers.get('x-cache')).toBe('miss');
  });

  it('answers 404 for an unknown name, without running anything', async () => {
    const { response, body } = await call('/api/graphql/query/DropTables');
    expect(response.status).toBe(404);
    expect(body).toEqual({ data: null, errors: [{ message: 'Unknown operation: DropTables' }] });
  });

  it('answers 405 for a mutation over GET and a query over POST', async () => {
    expect((await call('/api/graphql/query/Ping')).response.status).toBe(405);
    expect((await call('/api/graphql/mutation/Ping')).response.status).toBe(405);
    expect((await call('/api/graphql/query/Cities', { method: 'POST', body: '{}' })).response.status).toBe(
      405,
    );
  });

  it('answers 400 for malformed JSON, wrong variable types, missing variables and unknown locales', async () => {
    for (const path of [
      '/api/graphql/query/ProfileReviews?slug=acme&__variables={oops',
      '/api/graphql/query/ProfileReviews?slug=acme&__variables=[1]',
      '/api/graphql/query/ProfileReviews?slug=acme&page=abc',
      `/api/graphql/query/ProfileReviews?slug=acme&__variables=${encodeURIComponent('{"filter":{"date":"SOON"}}')}`,
      '/api/graphql/query/MemberProfile',
      '/api/graphql/query/Cities?locale=xx',
    ]) {
      const { response, body } = await call(path);
      expect(response.status, path).toBe(400);
      expect(body.data).toBeNull();
      expect(body.errors.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/graphql/mutation/{Name}', () => {
  it('runs a mutation from a JSON body, uncached', async () => {
    const { response, body } = await call('/api/graphql/mutation/Ping', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"variables":{}}',
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: { ping: 'pong' }, errors: [] });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { response } = await call('/api/graphql/mutation/Ping', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'nope',
    });
    expect(response.status).toBe(400);
  });
});

describe('cache', () => {
  // An operation that reads D1 on every miss (cities, tags and the CMS are reference rows).
  const options = { env, lang: 'FR_FR' as const, name: 'Articles', kind: 'query' as const, variables: {} };

  it('misses, then hits without touching D1', async () => {
    const pending: Promise<unknown>[] = [];
    const first = await runOperation({ ...options, waitUntil: (p) => pending.push(p) });
    await Promise.all(pending);
    const second = await runOperation(options);
    expect([first.cacheStatus, second.cacheStatus]).toEqual(['miss', 'hit']);
    expect(first.stats.roundTrips).toBeGreaterThan(0);
    expect(second.stats.roundTrips).toBe(0);
    expect(second.result.data).toEqual(first.result.data);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const pending: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => pending.push(p);
    await runOperation({ ...options, waitUntil, now: () => Date.now() - 3_600_000 });
    await Promise.all(pending.splice(0));
    const stale = await runOperation({ ...options, waitUntil });
    expect(stale.cacheStatus).toBe('stale');
    expect(pending.length).toBe(1);
    await Promise.all(pending);
    expect((await runOperation(options)).cacheStatus).toBe('hit');
  });

  it('never caches an answer with errors', async () => {
    const broken = {
      ...env,
      // D1 down: a batch and a statement run on its own both fail.
      DB: {
        prepare: (sql: string) => {
          const down = { all: () => Promise.reject(new Error('D1 down')) };
          return { ...env.DB.prepare(sql), bind: () => down, ...down };
        },
        batch: () => Promise.reject(new Error('D1 down')),
      },
    };
    const pending: Promise<unknown>[] = [];
    const failed = await runOperation({
      ...options,
      env: broken as unknown as Env,
      waitUntil: (p) => pending.push(p),
    });
    await Promise.all(pending);
    expect(failed.result.errors[0]?.message).toMatch(/An error occurred/);
    expect((await env.CACHE.list()).keys).toEqual([]);
  });

  it('keys an entry by the declared variables only: junk parameters and __variables add no entry', async () => {
    const base = '/api/graphql/query/ProfileReviews?slug=acme';
    const first = await call(base);
    expect(first.response.headers.get('x-cache')).toBe('miss');
    const entries = async () => (await env.CACHE.list({ prefix: 'gql:' })).keys.map((key) => key.name);
    const [entry] = await entries();
    expect(await entries()).toHaveLength(1);
    const junk = (n: number) =>
      encodeURIComponent(JSON.stringify({ [`junk${n}`]: n, nested: { n }, page: 1 }));
    for (const path of [
      `${base}&junk=1`,
      `${base}&utm_source=x&fbclid=${'y'.repeat(200)}`,
      `${base}&__variables=${junk(1)}`,
      `${base}&__variables=${junk(2)}&other=3`,
      `${base}&page=1`,
    ]) {
      const { response, body } = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-cache'), path).toBe('hit');
      expect(body.data?.member.name).toBe('Acme');
    }
    expect(await entries()).toEqual([entry]);
    // A declared variable with another value is another answer, so another entry.
    await call(`${base}&page=2`);
    expect(await entries()).toHaveLength(2);
  });

  it('falls through to D1 when KV fails', async () => {
    const failing = {
      get: () => Promise.reject(new Error('KV down')),
      put: () => Promise.reject(new Error('KV down')),
    };
    const { response, body } = await call('/api/graphql/query/Cities', undefined, {
      ...env,
      CACHE: failing,
    } as unknown as Env);
    expect(response.status).toBe(200);
    expect(body.data?.cities.length).toBe(2);
  });
});
