import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeQueue } from './queue';

const analytics = (messageId: string, extra: Record<string, unknown> = {}) => ({
  type: 'analytics',
  event: {
    type: 'track',
    event: 'Clicked',
    anonymousId: 'anon',
    messageId,
    timestamp: '2025-01-01T00:00:00Z',
    ...extra,
  },
});

async function consume(bodies: unknown[]) {
  const batch = createMessageBatch(
    'trustboard-events',
    bodies.map((body, index) => ({
      id: `q-${index}-${Math.random()}`,
      timestamp: new Date(),
      attempts: 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await consumeQueue(batch, env);
  return getQueueResult(batch, ctx);
}

describe('EVENTS queue consumer', () => {
  it('stores analytics events once each, however often they are delivered', async () => {
    const result = await consume([analytics('e-1'), analytics('e-2'), analytics('e-1')]);
    expect(result.explicitAcks).toHaveLength(3);
    await consume([analytics('e-2')]);
    const { results } = await env.DB.prepare(
      "SELECT message_id, type, event, anonymous_id FROM analytics_events WHERE message_id LIKE 'e-%' ORDER BY message_id",
    ).all();
    expect(results).toEqual([
      { message_id: 'e-1', type: 'track', event: 'Clicked', anonymous_id: 'anon' },
      { message_id: 'e-2', type: 'track', event: 'Clicked', anonymous_id: 'anon' },
    ]);
  });

  it('hands contact messages to the contact store, idempotent on their key', async () => {
    await env.DB.prepare(
      "INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category) VALUES (7, 'm7', 'm7', 'M', '2024', '2024', 'tech_et_produit')",
    ).run();
    const contact = {
      type: 'contact',
      body: {
        idempotencyKey: 'k-1',
        memberId: 7,
        firstName: 'Ada',
        lastName: 'L',
        email: 'a@b.test',
        company: 'X',
        reason: 'r',
        message: 'hi',
        locale: 'en-GB',
      },
    };
    const result = await consume([contact, contact]);
    expect(result.explicitAcks).toHaveLength(2);
    const row = await env.DB.prepare(
      "SELECT count(*) AS n, max(via) AS via FROM contact_messages WHERE idempotency_key = 'k-1'",
    ).first();
    expect(row).toEqual({ n: 1, via: 'queue' });
  });

  it('retries a contact message it could not store', async () => {
    const result = await consume([
      { type: 'contact', body: { idempotencyKey: 'k-2', memberId: 999_999, firstName: 'A' } },
    ]);
    // Member 999999 does not exist: D1 enforces foreign keys, the insert fails, the message is retried.
    expect(result.retryMessages).toHaveLength(1);
    expect(result.explicitAcks).toHaveLength(0);
  });
});

describe('EVENTS queue consumer, one bad message among good ones', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('acks 50 good events one by one and sends each bad one alone to the dead-letter queue', async () => {
    const deadLetter = vi.spyOn(env.EVENTS_DLQ, 'send');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 40; level++) deep = { d: deep };
    const good = Array.from({ length: 50 }, (_, index) => analytics(`good-${index}`));
    const bad = [
      analytics('bad-deep', { properties: deep }),
      { type: 'analytics', event: { type: 'track', event: 'Clicked', anonymousId: 'anon' } },
      { type: 'analytics', event: null },
    ];
    const result = await consume([...good.slice(0, 20), ...bad, ...good.slice(20)]);
    expect(result.retryMessages).toHaveLength(0);
    expect(result.explicitAcks).toHaveLength(53);
    expect(deadLetter).toHaveBeenCalledTimes(3);
    expect(deadLetter.mock.calls.map((call) => call[0])).toEqual(bad);
    // As JSON, so that `npm run dlq` can read them over HTTP.
    expect(deadLetter.mock.calls.map((call) => call[1])).toEqual(bad.map(() => ({ contentType: 'json' })));
    const row = await env.DB.prepare(
      "SELECT count(*) AS n FROM analytics_events WHERE message_id LIKE 'good-%'",
    ).first<{ n: number }>();
    expect(row?.n).toBe(50);
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM analytics_events WHERE message_id = 'bad-deep'",
    ).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('retries good events when D1 fails, and dead-letters nothing', async () => {
    const deadLetter = vi.spyOn(env.EVENTS_DLQ, 'send');
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1_ERROR: Network connection lost.'));
    const result = await consume([analytics('t-1'), analytics('t-2')]);
    expect(result.retryMessages).toHaveLength(2);
    expect(result.explicitAcks).toHaveLength(0);
    expect(deadLetter).not.toHaveBeenCalled();
  });

  it('retries a bad message whose dead-letter send fails, so it still ends in the dead-letter queue', async () => {
    vi.spyOn(env.EVENTS_DLQ, 'send').mockRejectedValue(new Error('queue unavailable'));
    const result = await consume([analytics('ok-1'), { type: 'analytics', event: null }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(1);
  });
});
