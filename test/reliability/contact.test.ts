import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { storeQueuedContactMessage } from '../../src/jobs/contact-messages';
import { failingDb, leaksInternals, memoryKv, recordingQueue } from './faults';
import { call, testEnv } from './request';

const input = (key: string) => ({
  memberSlug: 'acme',
  idempotencyKey: key,
  firstName: 'Alice',
  lastName: 'Martin',
  email: 'alice@example.org',
  phone: '',
  company: 'Example SA',
  sector: 'J',
  reason: 'compare_quotes',
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
    const fields = input('reliability-nojs-0004');
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
    expect(html).toContain('An error occurred while sending the message.');
    for (const value of [fields.firstName, fields.lastName, fields.email, fields.company, fields.message]) {
      expect(html).toContain(value.replaceAll("'", '&#x27;'));
    }
    expect(leaksInternals(html)).toBe(false);
  });
});
