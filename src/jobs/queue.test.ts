import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
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
