import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { Island } from '../../src/islands/island';
import { RichText } from '../../src/ui/rich-text/rich-text';
import { safeJson } from '../../src/ui/safe-json';
import {
  anyPath,
  anyText,
  CRLF,
  cookieHeader,
  HOSTILE,
  headerText,
  hostileParam,
  hostileSearchPath,
  jsonish,
  localeNext,
  localeTo,
  oddHeaders,
  origins,
  PAGES,
  queryString,
  REFLECTING,
  richTextNode,
} from './arbitraries';
import { headerViolations, isScriptUrl, scriptViolations } from './html-safety';
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

/** checkAnswer, and an HTML answer runs no script the CSP does not allow, no handler, no script URL. */
async function checkPage(response: Response, origin = ORIGIN) {
  checkAnswer(response, origin);
  if (response.headers.get('content-type')?.includes('text/html')) {
    expect(await scriptViolations(response)).toEqual([]);
  }
}

/** Wraps server-rendered markup in a response whose CSP allows only the nonce `n`. */
const asPage = (html: string) =>
  new Response(`<!doctype html><html><body>${html}</body></html>`, {
    headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'nonce-n'" },
  });

beforeAll(async () => {
  await seedFixture(testEnv.DB);
  // Warm the data cache so the properties exercise the pages, not only the first miss.
  for (const path of PAGES) await call(path);
});

describe('hostile visitor input on pages', () => {
  it(
    'query strings never give a 5xx, a split header, an off-site redirect or an executable script',
    async () => {
      const pages = [...new Set([...PAGES, ...REFLECTING])];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...pages),
          fc.oneof(queryString, hostileParam),
          async (path, search) => {
            await checkPage(await call(`${path}?${search}`));
          },
        ),
        { numRuns: 300 },
      );
    },
    2 * TIMEOUT,
  );

  it(
    'any path, query string and cookie never gives a 5xx, an off-site redirect or an executable script',
    async () => {
      const path = fc.oneof(anyPath, fc.constantFrom(...HOSTILE).map(hostileSearchPath));
      const cookie = fc.oneof(fc.constant(''), headerText(40), fc.constant('locale=xx; tf_uid=1; tf_cid'));
      const search = fc.oneof(
        queryString,
        fc.constantFrom('next=//evil.com&to=en-GB', 'next=/\\evil.com&to=de-DE', 'id=%00', 'page=1e9'),
      );
      await fc.assert(
        fc.asyncProperty(path, search, cookie, async (target, query, header) => {
          let url: URL;
          try {
            // Concatenated, not resolved: a path starting with // must stay a path of this origin.
            url = new URL(`${ORIGIN}${target}?${query}`);
          } catch {
            return;
          }
          await checkPage(await call(url.href, { init: header ? { headers: { cookie: header } } : {} }));
        }),
        // Every hostile search segment, whatever the draw.
        { ...RUNS, examples: HOSTILE.map((payload) => [hostileSearchPath(payload), '', '']) },
      );
    },
    TIMEOUT,
  );

  it(
    'cookies of any shape never give a 5xx nor come back in a header',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PAGES), cookieHeader, async (path, header) => {
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
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PAGES), oddHeaders, origins, async (path, values, host) => {
          checkAnswer(await call(path, { origin: host, init: { headers: values } }), host);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'the locale switch only redirects on-site and sets only the locale cookie, whatever `to` and `next` hold',
    async () => {
      // CR/LF in each parameter, whatever the draw.
      const examples: [string, string][] = CRLF.flatMap((payload) => [
        [payload, '/'],
        ['en-GB', `/articles${payload}`],
        ['en-GB', payload],
      ]);
      await fc.assert(
        fc.asyncProperty(localeTo, localeNext, async (locale, target) => {
          const response = await call(
            `/_locale?to=${encodeURIComponent(locale)}&next=${encodeURIComponent(target)}`,
          );
          checkAnswer(response);
          expect(response.headers.get('x-injected')).toBeNull();
          for (const cookie of response.headers.getSetCookie()) {
            expect(cookie).toMatch(/^locale=(fr-FR|en-GB|es-ES|it-IT|de-DE|nl-NL);/);
          }
        }),
        { ...RUNS, examples },
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

describe('serialised data never breaks out of its script or attribute', () => {
  it('safeJson writes no <, >, & or line separator and reads back the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...HOSTILE), (value, hostile) => {
        const data = { value, hostile, nested: [hostile, { hostile }] };
        const text = safeJson(data);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      RUNS,
    );
  });

  it('island props carrying hostile strings render no executable script and read back intact', async () => {
    function Echo({ text }: { text: string }) {
      return createElement('p', { title: text }, text);
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, fc.constantFrom(...HOSTILE)), async (text) => {
        const html = renderToString(
          createElement(Island<{ text: string }>, { name: 'echo', component: Echo, props: { text } }),
        );
        expect(await scriptViolations(asPage(html))).toEqual([]);
        const attribute = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
        const decoded = attribute
          .replaceAll('&quot;', '"')
          .replaceAll('&#x27;', "'")
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&amp;', '&');
        expect(JSON.parse(decoded)).toEqual({ text });
      }),
      RUNS,
    );
  });
});

describe('rich text never runs script', () => {
  it('a tree of hostile nodes renders no script, handler or script URL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(richTextNode, { maxLength: 4 }), fc.boolean(), async (nodes, asString) => {
        const content = asString ? JSON.stringify(nodes) : nodes;
        const html = renderToString(
          createElement(RichText, { content, linkMention: ({ slug }) => (slug ? `/profil/${slug}` : null) }),
        );
        expect(await scriptViolations(asPage(html))).toEqual([]);
        expect(html).not.toMatch(/<script|<iframe/i);
      }),
      RUNS,
    );
  });
});

describe('the checkers the properties rely on', () => {
  it('the script-URL check catches the forms browsers run', () => {
    expect(isScriptUrl(' JaVa\tScRiPt:alert(1)')).toBe(true);
    expect(isScriptUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe(true);
    expect(isScriptUrl('/profil/acme')).toBe(false);
  });

  it('the page checker reports a nonce-less script, a handler, a script link and a broken data script', async () => {
    const html =
      '<script>alert(1)</script><script nonce="n">ok()</script><img src="x" onerror="alert(1)">' +
      '<a href=" javascript:alert(1)">x</a><script type="application/json">{"a":"</script>';
    expect(await scriptViolations(asPage(html))).toHaveLength(4);
  });
});
