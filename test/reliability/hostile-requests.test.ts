import { beforeAll, describe, expect, it } from 'vitest';
import { badgeSize } from '../../src/edge/widget/params';
import { seedFixture } from '../../src/graphql/test-fixture';
import { call, testEnv } from './request';

// What a hostile client sends the whole Worker (every middleware and route, as deployed): oversized
// and chunked bodies, HEAD and odd methods, out-of-range variables, keys of Object.prototype,
// invisible characters, foreign origins. Each answer is a deliberate 4xx, never a 500.

beforeAll(async () => {
  await seedFixture(testEnv.DB);
});

/** A request body sent in 16 KB chunks, with what the server pulled of it and whether it cancelled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(120);
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) {
        controller.close();
        return;
      }
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('a body refused for its size', () => {
  const posts = [
    { path: '/api/graphql/mutation/Ping', type: 'application/json' },
    { path: '/profil/acme', type: 'application/x-www-form-urlencoded' },
    { path: '/en-GB/profil/acme', type: 'application/x-www-form-urlencoded' },
    { path: '/a/b', type: 'application/json' },
  ];

  it('is read to its end, never left half-read on the connection, when it comes chunked', async () => {
    for (const { path, type } of posts) {
      const { stream, state } = countingBody(1024 * 1024);
      const response = await call(path, {
        init: { method: 'POST', headers: { 'content-type': type }, body: stream },
      });
      expect(response.status, path).toBe(413);
      expect(state.pulled, path).toBeGreaterThanOrEqual(1024 * 1024);
      expect(state.cancelled, path).toBe(false);
    }
  });

  it('is read to its end when its Content-Length says it is too large', async () => {
    for (const { path, type } of posts) {
      const { stream, state } = countingBody(1024 * 1024);
      const response = await call(path, {
        init: {
          method: 'POST',
          headers: { 'content-type': type, 'content-length': String(1024 * 1024) },
          body: stream,
        },
      });
      expect(response.status, path).toBe(413);
      expect(state.pulled, path).toBeGreaterThanOrEqual(1024 * 1024);
      expect(state.cancelled, path).toBe(false);
    }
  });
});

/** GET of an API query: its status, Cache-Control and body. */
async function api(path: string) {
  const response = await call(path);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { data: unknown; errors: { message: string }[] },
  };
}

describe('query variables out of the spec ranges', () => {
  it('answers 400, uncached, for a period that does not exist', async () => {
    for (const query of [
      'period=yearly&year=99999999',
      'period=weekly&year=2026&number=100000000',
      'period=weekly&year=2026&number=54',
      'period=weekly&year=2026&number=53',
      'period=weekly&year=2026&number=0',
      'period=monthly&year=2026&number=13',
      'period=quarterly&year=2026&number=5',
      'period=yearly&year=-2026',
      'period=yearly&year=2018',
      `period=yearly&year=${new Date().getUTCFullYear() + 2}`,
    ]) {
      const answer = await api(`/api/graphql/query/Leaderboard?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.cacheControl, query).toBe('no-store');
      expect(answer.body.data, query).toBeNull();
    }
    for (const year of ['99999999', '-2026', '2018']) {
      expect((await api(`/api/graphql/query/Trustawards?year=${year}`)).status, year).toBe(400);
    }
  });

  it('still answers a period within the ranges, next year included', async () => {
    for (const query of [
      'period=weekly&year=2026&number=52',
      'period=quarterly&year=2024&number=4',
      `period=yearly&year=${new Date().getUTCFullYear() + 1}`,
    ]) {
      expect((await api(`/api/graphql/query/Leaderboard?${query}`)).status, query).toBe(200);
    }
  });

  it('reads a number only in plain decimal digits', async () => {
    for (const page of ['1e2', '0x10', '+3', ' 3', '3.0', '03', '3 ', 'Infinity']) {
      const answer = await api(`/api/graphql/query/Articles?page=${encodeURIComponent(page)}`);
      expect(answer.status, page).toBe(400);
    }
    expect((await api('/api/graphql/query/Articles?page=2')).status).toBe(200);
  });

  it('answers 400 for a page, a page size or a list length past its bounds, which would be one more cache entry each', async () => {
    for (const path of [
      '/api/graphql/query/Articles?page=0',
      '/api/graphql/query/Articles?page=10001',
      '/api/graphql/query/Articles?page=2147483647',
      '/api/graphql/query/Buyers?page=-1',
      '/api/graphql/query/WidgetReviews?slug=acme&count=100000',
    ]) {
      const answer = await api(path);
      expect(answer.status, path).toBe(400);
      expect(answer.cacheControl, path).toBe('no-store');
    }
    const home = await api('/api/graphql/query/ProfileHome?slug=acme&companies=100000');
    expect(home.status).toBe(400);
    expect(home.cacheControl).toBe('no-store');
  });
});

describe('names looked up among the keys every object inherits', () => {
  it('finds no icon set nor icon named after Object.prototype', async () => {
    for (const path of [
      '/api/icons/constructor.json?icons=a',
      '/api/icons/tostring.json?icons=a',
      '/api/icons/valueof.json?icons=a',
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
    }
    const icons = (await (await call('/api/icons/lucide.json?icons=constructor,tostring,star')).json()) as {
      icons: Record<string, unknown>;
      not_found?: string[];
    };
    expect(Object.keys(icons.icons)).toEqual(['star']);
    expect(icons.not_found).toEqual(['constructor', 'tostring']);
  });

  it('reads no badge size named after Object.prototype', () => {
    for (const size of ['constructor', 'toString', 'valueOf', '__proto__'])
      expect(badgeSize(size), size).toBe('medium');
    expect(badgeSize('l')).toBe('large');
  });
});

describe('HEAD', () => {
  // One path of every route family: pages, redirects, API, edge services, errors.
  const paths = [
    '/',
    '/articles',
    '/articles/',
    '/en-GB/articles/',
    '/membres/services',
    '/en-GB/membres/services',
    '/profil/acme',
    '/profil/acme/reviews',
    '/membres/leaderboards',
    '/membres/leaderboards/weekly/2024/7',
    '/membres/search?q=acme',
    '/no/such/page',
    '/api/graphql/query/Cities',
    '/api/graphql/query/Nope',
    '/api/icons/lucide.json?icons=star',
    '/robots.txt',
    '/sitemap.xml',
    '/widget/acme/badge.svg',
    '/widget/acme/reviews',
    '/_img?url=%2Fmedia%2Fnone.png&w=320&q=75',
    '/media/none.png',
  ];
  // Headers that name one response, not the resource.
  const perResponse = new Set([
    'x-request-id',
    'server-timing',
    'date',
    'x-cache',
    'content-length',
    'age',
    'cf-cache-status',
  ]);
  const headersOf = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !perResponse.has(name)));

  it('answers what GET answers, without the body: same status and headers, Cache-Control included', async () => {
    for (const path of paths) {
      const get = await call(path);
      const head = await call(path, { init: { method: 'HEAD' } });
      expect(head.status, path).toBe(get.status);
      expect(headersOf(head), path).toEqual(headersOf(get));
      expect(await head.text(), path).toBe('');
    }
  });
});

describe('methods a path does not take', () => {
  const cases: [string, string, string][] = [
    ['POST', '/articles', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/', 'GET, HEAD, OPTIONS'],
    ['PUT', '/en-GB/membres/services', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/profil/acme', 'GET, HEAD, POST, OPTIONS'],
    ['POST', '/widget/acme/badge.svg', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/media/avatars/a.png', 'GET, HEAD, OPTIONS'],
    ['POST', '/sitemap.xml', 'GET, HEAD, OPTIONS'],
    ['PUT', '/articles/feed.xml', 'GET, HEAD, OPTIONS'],
    ['POST', '/_img', 'GET, HEAD, OPTIONS'],
    ['GET', '/a/b', 'POST, OPTIONS'],
    ['PROPFIND', '/robots.txt', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/graphql/query/Cities', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/graphql/query/Cities', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/graphql/mutation/Ping', 'POST, OPTIONS'],
    ['PUT', '/api/graphql/mutation/Ping', 'POST, OPTIONS'],
  ];

  it('answer 405 with the Allow header, the error page for a page and JSON under /api', async () => {
    for (const [method, path, allow] of cases) {
      const response = await call(path, { init: { method, body: method === 'GET' ? undefined : 'x=1' } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
      const body = await response.text();
      if (path.startsWith('/api/')) expect(JSON.parse(body).data, path).toBeNull();
      else if (response.headers.get('content-type')?.includes('text/html'))
        expect(body, path).toContain('data-testid="error-page"');
    }
    const english = await call('/en-GB/articles', { init: { method: 'POST' } });
    expect(await english.text()).toContain('Request not allowed');
  });

  it('answer OPTIONS with 204 and Allow, and open no CORS', async () => {
    for (const [, path, allow] of cases) {
      const response = await call(path, {
        init: {
          method: 'OPTIONS',
          headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
        },
      });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('allow'), path).toBe(allow);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('answer 404 where no route has the path, whatever the method', async () => {
    for (const method of ['POST', 'DELETE', 'OPTIONS']) {
      expect((await call('/no/such/page', { init: { method } })).status, method).toBe(404);
    }
  });
});

describe('search input no cache should keep', () => {
  const dataEntries = async () => (await testEnv.CACHE.list({ prefix: 'gql:' })).keys.length;

  it('refuses a query longer than 120 characters with a translated message, unrun and unkept', async () => {
    const long = 'a'.repeat(60_000);
    const page = await call(`/en-GB/membres/search?q=${long}`);
    expect(page.status).toBe(400);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Your search is too long: 120 characters at most');
    const before = await dataEntries();
    const api = await call(`/api/graphql/query/Search?q=${'b'.repeat(121)}`);
    expect(api.status).toBe(400);
    expect(await dataEntries()).toBe(before);
  });

  it('reads a query of invisible characters only as no query: the empty search page, no search run', async () => {
    const before = await dataEntries();
    const page = await call(`/en-GB/membres/search?q=${encodeURIComponent('\u200B\u200D\u2060\uFEFF')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('Results for');
    expect(await dataEntries()).toBe(before);
  });

  it('keeps no data cache entry for a search that finds nothing', async () => {
    const before = await dataEntries();
    for (const word of ['zzqxv', 'qqwwzzk', 'xkcdqz']) {
      const answer = await call(`/api/graphql/query/Search?q=${word}`);
      expect(answer.status, word).toBe(200);
      expect(
        ((await answer.json()) as { data: { search: { info: { total: number } } } }).data.search.info.total,
      ).toBe(0);
      expect((await call(`/membres/search?q=${word}`)).status, word).toBe(200);
    }
    expect(await dataEntries()).toBe(before);
  });
});
