import { describe, expect, it } from 'vitest';
import { API, decodeBody, describeMessage, type Pulled, queuesApi, replay } from './dead-letters';

/** A fake Queues API holding messages in two queues; every request is recorded. */
function fakeQueues(deadLetters: Pulled[]) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  let waiting = [...deadLetters];
  const sent: unknown[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    const path = url.replace(`${API}/accounts/acc`, '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method: init.method ?? 'GET', path, body });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    const ok = (result: unknown) => new Response(JSON.stringify({ success: true, result }));
    if (path.startsWith('/queues?'))
      return ok([
        { queue_id: 'q-events', queue_name: 'trustboard-staging-events' },
        { queue_id: 'q-dlq', queue_name: 'trustboard-staging-events-dlq' },
      ]);
    if (path === '/queues/q-dlq/messages/pull') {
      const batch = waiting.slice(0, body.batch_size);
      waiting = waiting.slice(body.batch_size);
      return ok({ messages: batch });
    }
    if (path === '/queues/q-events/messages/batch') {
      sent.push(...body.messages);
      return ok({});
    }
    if (path === '/queues/q-dlq/messages/ack') return ok({ ackCount: body.acks.length });
    return new Response(JSON.stringify({ success: false, errors: [{ message: 'not found' }] }), {
      status: 404,
    });
  };
  return { api: queuesApi({ token: 'tok', account: 'acc' }, fetcher), requests, sent };
}

const message = (id: string, body: string, type = 'json'): Pulled => ({
  id,
  lease_id: `lease-${id}`,
  attempts: 11,
  timestamp_ms: Date.UTC(2026, 11, 1),
  body,
  metadata: { 'CF-Content-Type': type },
});
const contact = { type: 'contact', body: { memberSlug: 'acme', message: 'Bonjour' } };

describe('the dead-letter queue', () => {
  it('replays each readable message to the events queue as JSON, then acknowledges it', async () => {
    const { api, requests, sent } = fakeQueues([
      message('m1', JSON.stringify(contact)),
      message(
        'm2',
        Buffer.from(JSON.stringify({ type: 'analytics', event: { type: 'track' } })).toString('base64'),
      ),
      message('m3', 'AAECAw==', 'v8'),
    ]);
    const result = await replay(api, {
      deadLetter: 'trustboard-staging-events-dlq',
      events: 'trustboard-staging-events',
    });
    expect(result.replayed).toBe(2);
    expect(result.left.map((left) => left.id)).toEqual(['m3']);
    expect(sent).toEqual([
      { body: contact, content_type: 'json' },
      { body: { type: 'analytics', event: { type: 'track' } }, content_type: 'json' },
    ]);
    const ack = requests.find((request) => request.path === '/queues/q-dlq/messages/ack');
    expect(ack?.body).toEqual({
      acks: [{ lease_id: 'lease-m1' }, { lease_id: 'lease-m2' }],
      retries: [{ lease_id: 'lease-m3' }],
    });
    // The events queue is written before the dead-letter queue lets the messages go.
    const order = requests.map((request) => request.path);
    expect(order.indexOf('/queues/q-events/messages/batch')).toBeLessThan(
      order.indexOf('/queues/q-dlq/messages/ack'),
    );
  });

  it('lists without consuming, and says how to read a queue that has no pull consumer', async () => {
    const { api, requests } = fakeQueues([message('m1', JSON.stringify(contact))]);
    const [pulled] = await api.pull(await api.queueId('trustboard-staging-events-dlq'), 10);
    expect(describeMessage(pulled!)).toContain('"memberSlug":"acme"');
    expect(describeMessage(pulled!)).toContain('2026-12-01T00:00:00.000Z');
    expect(requests.some((request) => request.path.endsWith('/ack'))).toBe(false);
    await expect(api.pull('q-unknown', 10)).rejects.toThrow(/wrangler queues consumer http add/);
    await expect(api.queueId('nope')).rejects.toThrow(/no queue named nope/);
    expect(decodeBody(message('x', 'not json at all', 'text'))).toBeUndefined();
  });
});
