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
