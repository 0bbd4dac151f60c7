import fc from 'fast-check';

/** Strings built to break things: script breakouts, script URLs, line separators, CRLF, encodings. */
export const HOSTILE = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  '\u2028\u2029',
  '<!--<script>',
  '\r\nSet-Cookie: injected=1',
  '%0d%0aSet-Cookie:%20injected=1',
  '%0aLocation:%20https://evil.com',
  '//evil.com',
  '/\\evil.com',
  '%2F%2Fevil.com',
  'https://evil.com',
  '\u0000',
  '%00',
  '%',
  '%E0%A4%A',
  '😀',
  '../../etc/passwd',
  "' OR 1=1 --",
  '{"__proto__":{"x":1}}',
  'a'.repeat(2000),
];

/** A character a header value may hold (Latin-1, no control characters). */
const headerChar = fc
  .integer({ min: 0x20, max: 0x7e })
  .filter((code) => code !== 0x7f)
  .map((code) => String.fromCharCode(code));

/** A header-safe string (the Request constructor refuses others before the Worker sees them). */
export const headerText = (maxLength = 60) =>
  fc.oneof(
    fc.string({ unit: headerChar, maxLength }),
    fc.constantFrom(
      ...HOSTILE.filter((text) => !text.includes('\u0000') && !/[\r\n\u2028\u2029😀]/u.test(text)),
    ),
  );

/** Any text, hostile often. */
export const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...HOSTILE));

/** A query string: known parameter names with hostile or random values, raw or encoded. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('q', 'page', 'sort', 'category', 'id', 'next', 'to', 'locale', 'quality', 'filter'),
        fc.string({ maxLength: 8 }),
      ),
      anyText,
      fc.boolean(),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs
      .map(([name, value, raw]) =>
        raw
          ? `${name}=${value.replace(/[#\s]/g, '')}`
          : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      )
      .join('&'),
  );

/** Pages with data of the fixture, in several locales. */
export const PAGES = [
  '/',
  '/en-GB',
  '/membres/services',
  '/de-DE/membres/tech-et-produit/paris',
  '/membres/leaderboards/yearly/2024',
  '/membres/trustawards/2024',
  '/articles',
  '/membres/clients',
  '/membres/search',
  '/nl-NL/membres/search/web',
  '/profil/acme',
  '/profil/acme/reviews',
  '/_locale',
];

/** Path segments that name routes, periods and locales, or try to break out of the path. */
const PATH_SEGMENTS = [
  'membres',
  'leaderboards',
  'profil',
  'articles',
  'tags',
  'clients',
  'trustawards',
  'search',
  'reviews',
  'page',
  'qualite',
  'reference',
  'collection',
  'services',
  'tech-et-produit',
  'paris',
  'weekly',
  'yearly',
  'quarterly',
  'monthly',
  'periods',
  '2024',
  '2024-q2',
  '2019',
  '0',
  '53',
  'en-GB',
  'nl-NL',
  '_locale',
  '',
  '.',
  '..',
  '%2F',
  '%2F%2Fevil.com',
  '%5C',
  '\\evil.com',
  '%00',
  '%E0%A4%A',
  '%',
  '<x>',
  'évé',
  '😀',
  'a'.repeat(300),
];

/** Any path of up to seven segments: known route words, traversal and encoding tricks, or noise. */
export const anyPath = fc
  .array(fc.oneof(fc.constantFrom(...PATH_SEGMENTS), fc.string({ maxLength: 12 })), { maxLength: 7 })
  .map((parts) => `/${parts.join('/')}`);

/** Pages that write visitor input back into the page (search terms, sorts, pages, categories). */
export const REFLECTING = [
  '/membres/search',
  '/en-GB/membres/search',
  '/membres/services',
  '/membres/leaderboards/yearly/2024',
  '/articles',
];

/** One reflected parameter holding a hostile string, encoded. */
export const hostileParam = fc
  .tuple(fc.constantFrom('q', 'sort', 'page', 'category'), fc.constantFrom(...HOSTILE))
  .map(([name, payload]) => `${name}=${encodeURIComponent(payload)}`);

/** A search path segment holding a hostile string. @example '/membres/search/%3Cscript%3E' */
export const hostileSearchPath = (payload: string) => `/membres/search/${encodeURIComponent(payload)}`;

/** A Cookie header: the site's own cookie names and noise, with header-safe values. */
export const cookieHeader = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('locale', 'tf_uid', 'tf_cid', 'ajs_anonymous_id'), headerText(10)),
      headerText(),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));

/** Request headers a bot, a proxy or a broken client sends. */
export const oddHeaders = fc.record({
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

/** Origins the Worker may be reached at. */
export const origins = fc.constantFrom(
  'http://localhost',
  'https://www.example.org',
  'http://127.0.0.1:8808',
  'http://[::1]',
);

/** CR/LF payloads that try to add a header or a cookie through a reflected value. */
export const CRLF = ['\r\nSet-Cookie: x=1', '\nX-Injected: 1', 'en-GB\r\nSet-Cookie: x=1'];

/** The locale switch's `to`: locales, unknown ones, CR/LF, anything. */
export const localeTo = fc.oneof(fc.constantFrom('en-GB', 'fr-FR', 'nl-NL', 'xx', '', ...CRLF), anyText);

/** The locale switch's `next`: on-site paths, redirects off site, CR/LF, anything. */
export const localeNext = fc.oneof(
  fc.constantFrom(
    ...HOSTILE,
    ...CRLF,
    ...CRLF.map((payload) => `/articles${payload}`),
    '/profil/acme',
    '/en-GB/articles?x=1',
    '/%2e%2e/%2f%2fevil.com',
    '/./\\evil.com',
  ),
  fc.string({ maxLength: 30 }),
);

/** A variables or body value of the data API: JSON of any shape, plausible variables, or noise. */
export const jsonish = fc.oneof(
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

/** A link target: every way of writing a script URL, safe targets, or anything. */
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

/** A rich-text node of any type, known or not, with hostile text, links, mentions and raw HTML. */
export const richTextNode = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record({ type: fc.constant('text'), text: anyText }),
    fc.record({ type: fc.constant('link'), href, children: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ type: fc.constant('link'), url: href, children: fc.array(tie('node'), { maxLength: 2 }) }),
    fc.record({
      type: fc.constantFrom('paragraph', 'heading', 'quote', 'list', 'list-item', 'script', 'iframe', 'html'),
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
