import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { formToken } from '../../src/contact/form-token';
import { seedFixture } from '../../src/graphql/test-fixture';
import { storeQueuedContactMessage } from '../../src/jobs/contact-messages';
import { parsePage, textOf } from '../dom';
import { CONTACT_FIELDS } from '../fixtures/contact-fields';
import { failingDb, leaksInternals, memoryKv, recordingQueue } from './faults';
import { call, testEnv } from './request';

const input = (key: string) => ({
  memberSlug: 'acme',
  idempotencyKey: key,
  ...CONTACT_FIELDS,
  message: `A message that must never be lost (${key}).`,
  website: '',
});

async function send(key: string, env: Env) {
  const response = await call('/api/graphql/mutation/SendContactMessage', {
    env,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${key.length}` },
      body: JSON.stringify({ variables: { input: input(key) } }),
    },
  });
  const text = await response.text();
  return {
    response,
    text,
    body: JSON.parse(text) as { data: { sendContactMessage: { status: string } } | null },
  };
}

const storedMessage = (key: string) =>
  testEnv.DB.prepare('SELECT message, via FROM contact_messages WHERE idempotency_key = ?')
    .bind(key)
    .first<{ message: string; via: string }>();

beforeAll(async () => {
  await seedFixture(testEnv.DB);
});

describe('a contact message is never acknowledged and lost', () => {
  it('stores the message in D1 before answering SENT', async () => {
    const key = 'reliability-direct-0001';
    const { body } = await send(key, { ...testEnv, CACHE: memoryKv().kv } as Env);
    expect(body.data?.sendContactMessage.status).toBe('SENT');
    expect((await storedMessage(key))?.message).toContain(key);
  });

  it('queues the message when D1 fails, and the queue consumer stores it once D1 is back', async () => {
    const key = 'reliability-queued-0002';
    const { queue, sent } = recordingQueue();
    const { body } = await send(key, {
      ...testEnv,
      DB: failingDb(),
      EVENTS: queue,
      CACHE: memoryKv().kv,
    } as Env);
    expect(body.data?.sendContactMessage.status).toBe('QUEUED');
    expect(sent).toHaveLength(1);
    expect(await storedMessage(key)).toBeNull();
    const queued = sent[0] as { type: string; body: unknown };
    expect(queued.type).toBe('contact');
    await storeQueuedContactMessage(testEnv, queued.body);
    // A redelivery of the same message must not store it twice.
    await storeQueuedContactMessage(testEnv, queued.body);
    const rows = await testEnv.DB.prepare(
      'SELECT count(*) AS n FROM contact_messages WHERE idempotency_key = ?',
    )
      .bind(key)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect((await storedMessage(key))?.via).toBe('queue');
  });

  it('answers ERROR, never SENT or QUEUED, when D1 and the queue both fail, without leaking the cause', async () => {
    const key = 'reliability-lost-0003';
    const { queue } = recordingQueue({ fail: true });
    const { body, text } = await send(key, {
      ...testEnv,
      DB: failingDb(),
      EVENTS: queue,
      CACHE: memoryKv().kv,
    } as Env);
    expect(body.data?.sendContactMessage.status).toBe('ERROR');
    expect(leaksInternals(text)).toBe(false);
  });

  it('without JavaScript, shows the error and keeps every typed value when D1 and the queue both fail', async () => {
    const { kv } = memoryKv();
    // The visitor just saw the profile: its data is in the cache while D1 is down.
    expect((await call('/en-GB/profil/acme', { env: { ...testEnv, CACHE: kv } as Env })).status).toBe(200);
    const { queue } = recordingQueue({ fail: true });
    const fields = { ...input('reliability-nojs-0004'), formToken: await formToken(readConfig(testEnv)) };
    const response = await call('/en-GB/profil/acme', {
      env: { ...testEnv, DB: failingDb(), EVENTS: queue, CACHE: kv } as Env,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields as Record<string, string>).toString(),
      },
    });
    const html = await response.text();
    // 503: the page itself rendered; only the sending failed, and the visitor may retry.
    expect([200, 503]).toContain(response.status);
    const form = parsePage(html).querySelector('input[name="formToken"]')?.closest('form');
    expect(textOf(form?.querySelector('[role="alert"]'))).toBe(
      'An error occurred while sending the message.',
    );
    for (const name of ['firstName', 'lastName', 'email', 'company'] as const) {
      expect(form?.querySelector(`input[name="${name}"]`)?.getAttribute('value'), name).toBe(fields[name]);
    }
    expect(form?.querySelector('textarea[name="message"]')?.textContent).toBe(fields.message);
    expect(leaksInternals(html)).toBe(false);
  });
});

describe('cross-site and oversized posts are refused, and nothing is stored', () => {
  const count = async () =>
    (await testEnv.DB.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>())?.n ?? 0;
  const formPost = async (headers: Record<string, string>, fields: Record<string, string>) =>
    call('/en-GB/profil/acme', {
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      },
    });

  it('refuses a form post from another site, or without the token of a rendered form', async () => {
    const before = await count();
    const token = await formToken(readConfig(testEnv));
    const fields = { ...input('reliability-xsite-0005'), formToken: token } as Record<string, string>;
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      expect((await formPost(headers, fields)).status, JSON.stringify(headers)).toBe(403);
    }
    const { formToken: _dropped, ...untokened } = fields;
    expect((await formPost({ origin: 'http://localhost' }, untokened)).status).toBe(403);
    // One hex digit changed (never replaced by itself: a token ending in 0 would stay valid).
    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect(tampered).not.toBe(token);
    expect((await formPost({}, { ...fields, formToken: tampered })).status).toBe(403);
    expect(await count()).toBe(before);
    // The same post from the site's own page is stored.
    const own = await formPost({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }, fields);
    expect(own.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a mutation that is not JSON or comes from another site', async () => {
    const before = await count();
    const body = JSON.stringify({ variables: { input: input('reliability-xsite-0006') } });
    const post = (headers: Record<string, string>) =>
      call('/api/graphql/mutation/SendContactMessage', { init: { method: 'POST', headers, body } });
    expect((await post({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await post({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(await count()).toBe(before);
  });

  it('answers 413 to a body larger than a contact message needs, on the mutation and the form', async () => {
    const big = 'x'.repeat(200 * 1024);
    const mutation = await call('/api/graphql/mutation/SendContactMessage', {
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"variables":{"a":"${big}"}}`,
      },
    });
    expect(mutation.status).toBe(413);
    expect((await formPost({}, { message: big })).status).toBe(413);
  });
});
