import { type APIRequestContext, expect, test } from '@playwright/test';
import { CONTACT_FIELDS } from '../test/fixtures/contact-fields';

// What an impatient visitor, a replaying client and a hostile site send to the running worker over
// HTTP: races on one idempotency key, bursts past the rate limit, foreign origins, wrong content
// types, oversized and deeply nested bodies, control characters.
const MUTATION = '/api/graphql/mutation/SendContactMessage';
/** The member written to: the directory's first, whichever the demo data set lists. */
let MEMBER = '';

test.beforeEach(async ({ request }) => {
  if (MEMBER) return;
  const directory = await (await request.get('/membres/services')).text();
  MEMBER = /href="\/profil\/([^"/?#]+)"/.exec(directory)?.[1] ?? '';
  expect(MEMBER).not.toBe('');
});

/** A fresh client address per test, so the hourly limit of one test never touches another. */
const address = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

const input = (key: string, message = 'Bonjour, nous cherchons un partenaire logistique pour 2027.') => ({
  memberSlug: MEMBER,
  idempotencyKey: key,
  ...CONTACT_FIELDS,
  message,
  website: '',
});

async function send(
  request: APIRequestContext,
  baseURL: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const response = await request.post(MUTATION, {
    headers: { 'content-type': 'application/json', origin: baseURL, ...headers },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const status = /"status":"(\w+)"/.exec(text)?.[1] ?? null;
  return { http: response.status(), status, text };
}

test('20 parallel posts with one key are one message; the key reused with other content is refused', async ({
  request,
  baseURL,
}) => {
  const ip = address();
  const key = crypto.randomUUID();
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, () =>
      send(request, baseURL as string, { variables: { input: input(key) } }, { 'cf-connecting-ip': ip }),
    ),
  );
  expect(outcomes.map((o) => `${o.http} ${o.status}`)).toEqual(Array(20).fill('200 SENT'));
  const reused = await send(
    request,
    baseURL as string,
    { variables: { input: input(key, 'Un tout autre message, envoyé avec la même clé.') } },
    { 'cf-connecting-ip': ip },
  );
  expect(reused.status).toBe('INVALID');
  expect(reused.text).toContain('keyReused');
  // One message was stored for the 20 posts: the limit of 5 an hour still has 4 places.
  const after = await Promise.all(
    Array.from({ length: 6 }, () =>
      send(
        request,
        baseURL as string,
        { variables: { input: input(crypto.randomUUID()) } },
        { 'cf-connecting-ip': ip },
      ),
    ),
  );
  expect(after.filter((o) => o.status === 'SENT')).toHaveLength(4);
  expect(after.filter((o) => o.status === 'RATE_LIMITED')).toHaveLength(2);
});

test('20 parallel posts with distinct keys from one address: exactly 5 sent', async ({
  request,
  baseURL,
}) => {
  const ip = address();
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, () =>
      send(
        request,
        baseURL as string,
        { variables: { input: input(crypto.randomUUID()) } },
        { 'cf-connecting-ip': ip },
      ),
    ),
  );
  expect(outcomes.filter((o) => o.status === 'SENT')).toHaveLength(5);
  expect(outcomes.filter((o) => o.status === 'RATE_LIMITED')).toHaveLength(15);
});

test('a malformed key is refused, not replaced', async ({ request, baseURL }) => {
  const outcome = await send(
    request,
    baseURL as string,
    { variables: { input: input('x') } },
    { 'cf-connecting-ip': address() },
  );
  expect(outcome.status).toBe('INVALID');
  expect(outcome.text).toContain('invalidKey');
});

test('cross-site, non-JSON, oversized and deeply nested mutations get a 4xx with a GraphQL error', async ({
  request,
  baseURL,
}) => {
  const body = { variables: { input: input(crypto.randomUUID()) } };
  const foreign = await send(request, baseURL as string, body, {
    origin: 'https://attacker.example',
    'cf-connecting-ip': address(),
  });
  expect(foreign.http).toBe(403);
  const crossSite = await send(request, baseURL as string, body, {
    origin: '',
    'sec-fetch-site': 'cross-site',
    'cf-connecting-ip': address(),
  });
  expect(crossSite.http).toBe(403);
  const plain = await request.post(MUTATION, {
    headers: { 'content-type': 'text/plain', origin: baseURL as string },
    data: JSON.stringify(body),
  });
  expect(plain.status()).toBe(415);
  const huge = await request.post(MUTATION, {
    headers: { 'content-type': 'application/json', origin: baseURL as string },
    data: `{"variables":{"input":{"message":"${'x'.repeat(5 * 1024 * 1024)}"}}}`,
  });
  expect(huge.status()).toBe(413);
  let deep = 'null';
  for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`;
  const nested = await send(request, baseURL as string, `{"variables":${deep}}`, {
    'cf-connecting-ip': address(),
  });
  expect(nested.http).toBe(400);
  for (const answer of [foreign, crossSite, nested]) expect(JSON.parse(answer.text).errors.length).toBe(1);
});

test('control characters are removed, newlines and tabs kept', async ({ request, baseURL }) => {
  // The stored text is shown back to the sender when the key is replayed with the same content:
  // a replay with the cleaned text is the same message (SENT), so the stored text is the cleaned one.
  const key = crypto.randomUUID();
  const ip = address();
  const raw = 'Bonjour\u0000\u0007 le monde\u001b\nligne 2\tok';
  const first = await send(
    request,
    baseURL as string,
    { variables: { input: input(key, raw) } },
    {
      'cf-connecting-ip': ip,
    },
  );
  expect(first.status).toBe('SENT');
  const cleaned = await send(
    request,
    baseURL as string,
    { variables: { input: input(key, 'Bonjour le monde\nligne 2\tok') } },
    { 'cf-connecting-ip': ip },
  );
  expect(cleaned.status).toBe('SENT');
});

test('the no-JavaScript contact form refuses a post from another site and one without its token', async ({
  request,
}) => {
  const { idempotencyKey, memberSlug: _slug, ...fields } = input(crypto.randomUUID());
  const form = { ...fields, idempotencyKey };
  const foreign = await request.post(`/profil/${MEMBER}`, {
    headers: { origin: 'https://attacker.example', 'cf-connecting-ip': address() },
    form,
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain('<html');
  const untokened = await request.post(`/profil/${MEMBER}`, {
    headers: { 'cf-connecting-ip': address() },
    form,
  });
  expect(untokened.status()).toBe(403);
});

test('a burst of 40 searches in six languages, hostile ones among them, answers every one with a page', async ({
  request,
}) => {
  const words = ['agence', 'agency', 'nous', 'the', 'beratung', 'conseil', 'zzzzqqq', 'marketing'];
  const prefixes = ['', '/en-GB', '/es-ES', '/it-IT', '/de-DE', '/nl-NL'];
  const hostile = [
    `?q=${encodeURIComponent('a\u0000b\u202ec')}`,
    `?q=${'x'.repeat(5000)}`,
    `?q=${encodeURIComponent('"NEAR( agence * OR -web:')}`,
    '?q=agence&page=999',
    '?q=agence&page=-1',
    '?q=agence&page=abc',
    '/%00',
    '/a%2Fb/..%2F..%2Fetc',
  ];
  const paths = [
    ...words.flatMap((word, index) =>
      [0, 1, 2, 3].map((n) => `${prefixes[(index + n) % 6]}/membres/search?q=${word}`),
    ),
    ...hostile.map((rest) => `/membres/search${rest}`),
  ];
  expect(paths).toHaveLength(40);
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return { path, status: response.status(), body: await response.text() };
    }),
  );
  for (const { path, status, body } of answers) {
    expect([200, 301, 400, 404], path).toContain(status);
    if (status !== 301) expect(body, path).toMatch(/<h1[^>]*>/);
    // Nothing typed is ever shown back raw: no control character or bidirectional override.
    expect(body.includes('\u0000') || body.includes('\u202e'), path).toBe(false);
  }
});
