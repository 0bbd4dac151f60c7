import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { Island } from '../../src/islands/island';
import { safeJson } from '../../src/render/safe-json';
import { RichText } from '../../src/ui/rich-text/rich-text';
import { anyText, HOSTILE } from './arbitraries';
import { headerViolations, isScriptUrl, scriptViolations } from './html-safety';
import { call, testEnv } from './request';

const RUNS = { numRuns: 200 };
const TIMEOUT = 90_000;

/** Wraps server-rendered markup in a response whose CSP allows only the nonce `n`. */
const asPage = (html: string) =>
  new Response(`<!doctype html><html><body>${html}</body></html>`, {
    headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'nonce-n'" },
  });

beforeAll(async () => {
  await seedFixture(testEnv.DB);
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
  const href = fc.oneof(
    fc.constantFrom(
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://example.org/ok',
      '/profil/acme',
      '//evil.com',
    ),
    anyText,
  );
  const text = fc.record({ type: fc.constant('text'), text: anyText });
  const node = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.record({ type: fc.constant('link'), href, children: fc.array(tie('node'), { maxLength: 3 }) }),
      fc.record({ type: fc.constant('link'), url: href, children: fc.array(tie('node'), { maxLength: 2 }) }),
      fc.record({
        type: fc.constantFrom(
          'paragraph',
          'heading',
          'quote',
          'list',
          'list-item',
          'script',
          'iframe',
          'html',
        ),
        children: fc.array(tie('node'), { maxLength: 3 }),
      }),
      fc.record({
        type: fc.constant('mention'),
        kind: fc.constantFrom('MEMBER', 'ARTICLE', 'REVIEW', 'UNKNOWN'),
        slug: anyText,
        label: anyText,
      }),
      fc.record({ type: fc.constantFrom('html', 'raw'), html: fc.constantFrom(...HOSTILE), value: anyText }),
    ),
  })).node;

  it('a tree of hostile nodes renders no script, handler or script URL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(node, { maxLength: 4 }), fc.boolean(), async (nodes, asString) => {
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

  it('the script-URL check itself catches the forms browsers run', () => {
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

describe('pages reflecting visitor input', () => {
  const REFLECTING = [
    '/membres/search',
    '/en-GB/membres/search',
    '/membres/services',
    '/membres/leaderboards/yearly/2024',
    '/articles',
  ];

  it(
    'hostile search terms and parameters end in no executable script and no split header',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...REFLECTING),
          fc.constantFrom(...HOSTILE),
          fc.constantFrom('q', 'sort', 'page', 'category'),
          async (path, payload, name) => {
            const response = await call(`${path}?${name}=${encodeURIComponent(payload)}`);
            expect(response.status).toBeLessThan(500);
            expect(headerViolations(response, 'http://localhost')).toEqual([]);
            if (response.headers.get('content-type')?.includes('text/html')) {
              expect(await scriptViolations(response)).toEqual([]);
            }
          },
        ),
        { numRuns: 100 },
      );
    },
    TIMEOUT,
  );

  it(
    'a hostile search path segment renders no executable script',
    async () => {
      for (const payload of HOSTILE) {
        const response = await call(`/membres/search/${encodeURIComponent(payload)}`);
        expect(response.status, payload).toBeLessThan(500);
        if (response.headers.get('content-type')?.includes('text/html')) {
          expect(await scriptViolations(response), payload).toEqual([]);
        }
      }
    },
    TIMEOUT,
  );

  it('CRLF in the locale switch parameters never splits a header or adds a cookie', async () => {
    for (const payload of ['%0d%0aSet-Cookie:%20x=1', '%0aX-Injected:%201', 'en-GB%0d%0aSet-Cookie:%20x=1']) {
      for (const query of [
        `to=${payload}&next=/`,
        `to=en-GB&next=/articles${payload}`,
        `to=en-GB&next=${payload}`,
      ]) {
        const response = await call(`/_locale?${query}`);
        expect(response.status, query).toBeLessThan(500);
        expect(headerViolations(response, 'http://localhost'), query).toEqual([]);
        expect(response.headers.get('x-injected'), query).toBeNull();
        const cookies = response.headers.getSetCookie();
        expect(
          cookies.every((cookie) => cookie.startsWith('locale=')),
          query,
        ).toBe(true);
      }
    }
  });
});
