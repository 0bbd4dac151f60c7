import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { anyPath, anyText, HOSTILE, headerText, PAGES, queryString } from './arbitraries';
import { headerViolations } from './html-safety';
import { call, testEnv } from './request';

const RUNS = { numRuns: 200 };
// A page render takes tens of milliseconds: 200 of them need more than the default 5 s.
const TIMEOUT = 90_000;
const ORIGIN = 'http://localhost';

/** The invariants of every answer to visitor input: no 5xx, no header split, no off-site redirect. */
function checkAnswer(response: Response, origin = ORIGIN) {
  expect(response.status).toBeLessThan(500);
  expect(headerViolations(response, origin)).toEqual([]);
}

beforeAll(async () => {
  await seedFixture(testEnv.DB);
  // Warm the data cache so the properties exercise the pages, not only the first miss.
  for (const path of PAGES) await call(path);
});

describe('hostile visitor input on pages', () => {
  it(
    'query strings never give a 5xx, a split header or an off-site redirect',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PAGES), queryString, async (path, search) => {
          checkAnswer(await call(`${path}?${search}`));
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'the locale switch only ever redirects on-site, whatever `to` and `next` hold',
    async () => {
      const next = fc.oneof(
        fc.constantFrom(
          ...HOSTILE,
          '/profil/acme',
          '/en-GB/articles?x=1',
          '/%2e%2e/%2f%2fevil.com',
          '/./\\evil.com',
        ),
        fc.string({ maxLength: 30 }),
      );
      const to = fc.oneof(fc.constantFrom('en-GB', 'fr-FR', 'nl-NL', 'xx', ''), anyText);
      await fc.assert(
        fc.asyncProperty(to, next, async (locale, target) => {
          const response = await call(
            `/_locale?to=${encodeURIComponent(locale)}&next=${encodeURIComponent(target)}`,
          );
          checkAnswer(response);
          const cookie = response.headers.get('set-cookie');
          if (cookie) expect(cookie).toMatch(/^locale=(fr-FR|en-GB|es-ES|it-IT|de-DE|nl-NL);/);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'cookies of any shape never give a 5xx nor come back in a header',
    async () => {
      const cookie = fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom('locale', 'tf_uid', 'tf_cid', 'ajs_anonymous_id'), headerText(10)),
            headerText(),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PAGES), cookie, async (path, header) => {
          const response = await call(path, { init: { headers: { cookie: header } } });
          checkAnswer(response);
          // Identity cookies are read for presence only; their values are never echoed.
          for (const [name, value] of response.headers) {
            if (name !== 'set-cookie' && header.length > 12) expect(value.includes(header)).toBe(false);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'odd headers and hosts (bots, languages, forwarded hosts, 8 KB values) never give a 5xx',
    async () => {
      const headers = fc.record({
        'user-agent': fc.oneof(
          fc.constantFrom('Googlebot/2.1 (+http://www.google.com/bot.html)', 'bingbot', 'curl/8', ''),
          headerText(),
        ),
        'accept-language': headerText(),
        'x-forwarded-host': fc.constantFrom('evil.com', 'localhost', 'a'.repeat(300)),
        referer: headerText(),
        'x-long': fc.constantFrom('', 'x'.repeat(8192)),
        accept: fc.constantFrom('text/html', 'application/json', '*/*', '', 'image/webp'),
      });
      const origin = fc.constantFrom(
        'http://localhost',
        'https://www.example.org',
        'http://127.0.0.1:8808',
        'http://[::1]',
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PAGES), headers, origin, async (path, values, host) => {
          checkAnswer(await call(path, { origin: host, init: { headers: values } }), host);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'any path, query string and cookie never gives a 5xx or an off-site redirect',
    async () => {
      const cookie = fc.oneof(fc.constant(''), headerText(40), fc.constant('locale=xx; tf_uid=1; tf_cid'));
      const search = fc.oneof(
        queryString,
        fc.constantFrom('next=//evil.com&to=en-GB', 'next=/\\evil.com&to=de-DE', 'id=%00', 'page=1e9'),
      );
      await fc.assert(
        fc.asyncProperty(anyPath, search, cookie, async (path, query, header) => {
          let url: URL;
          try {
            // Concatenated, not resolved: a path starting with // must stay a path of this origin.
            url = new URL(`${ORIGIN}${path}?${query}`);
          } catch {
            return;
          }
          checkAnswer(await call(url.href, { init: header ? { headers: { cookie: header } } : {} }));
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});

describe('hostile input on the data API', () => {
  const NAMES = [
    'Cities',
    'Qualities',
    'MainNavigation',
    'Directory',
    'ProfileHome',
    'ProfileReviews',
    'Leaderboard',
    'Search',
    'Article',
    'SendContactMessage',
  ];
  const jsonish = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc
      .record({
        slug: anyText,
        page: fc.oneof(fc.integer(), anyText),
        q: anyText,
        filter: fc.jsonValue({ maxDepth: 2 }),
      })
      .map((value) => JSON.stringify(value)),
    anyText,
  );

  it(
    'GET /api/graphql/query/{Name} answers 200, 400, 404 or 405 with { data, errors }',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 12 })),
          queryString,
          jsonish,
          async (name, search, variables) => {
            const response = await call(
              `/api/graphql/query/${encodeURIComponent(name)}?${search}&__variables=${encodeURIComponent(variables)}`,
            );
            checkAnswer(response);
            expect([200, 400, 404, 405]).toContain(response.status);
            if (response.headers.get('content-type')?.includes('json')) {
              const body = (await response.json()) as { errors?: unknown };
              expect(Array.isArray(body.errors)).toBe(true);
            }
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/graphql/mutation/{Name} with any body never gives a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...NAMES, 'Ping'), jsonish, async (name, body) => {
          const response = await call(`/api/graphql/mutation/${name}`, {
            init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
          });
          checkAnswer(response);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
