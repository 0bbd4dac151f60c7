import { type AnalyticsEvent, analyticsEventSchema } from '../edge/analytics/schema';
import { storeQueuedContactMessage } from './contact-messages';

/**
 * Consumer of the EVENTS queue: analytics events go to D1 `analytics_events` (idempotent on
 * messageId, so redelivery stores nothing twice); contact messages go to
 * `storeQueuedContactMessage`. Every message is acknowledged on its own: a message that can never
 * be stored (malformed, nested too deep, unknown) is sent alone to the dead-letter queue, and only
 * a transient failure (D1 unavailable) retries, so one poisoned event never holds back the others.
 */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const analytics: { message: Message<unknown>; event: StorableEvent }[] = [];
  for (const message of batch.messages) {
    const body = message.body as { type?: unknown; event?: unknown } | null;
    if (body?.type === 'analytics') {
      const event = storable(body.event);
      if (event) analytics.push({ message, event });
      else await deadLetter(env, message, 'invalid analytics event');
    } else if (body?.type === 'contact') {
      // Contact messages: written one by one so one failure does not hold back the others.
      await storeQueuedContactMessage(env, (body as { body: unknown }).body).then(
        () => message.ack(),
        () => message.retry({ delaySeconds: 30 }),
      );
    } else {
      await deadLetter(env, message, 'unknown queue message');
    }
  }
  if (analytics.length > 0) await storeAnalytics(env, analytics);
}

type StorableEvent = AnalyticsEvent & { messageId: string };

/** The event when it is one the edge would accept and carries its messageId; null otherwise. */
function storable(event: unknown): StorableEvent | null {
  const parsed = analyticsEventSchema.safeParse(event);
  return parsed.success && parsed.data.messageId ? (parsed.data as StorableEvent) : null;
}

/**
 * Moves one message to the dead-letter queue and acknowledges it. When that send fails the
 * message is retried instead; after its retries the queue's `dead_letter_queue` takes it anyway.
 */
async function deadLetter(env: Env, message: Message<unknown>, reason: string): Promise<void> {
  console.error(
    JSON.stringify({ level: 'error', message: `${reason}: sent to the dead-letter queue`, id: message.id }),
  );
  try {
    // As JSON, so the operator's command reads it from outside Workers (`npm run dlq`).
    await env.EVENTS_DLQ.send(message.body, { contentType: 'json' });
    message.ack();
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'dead-letter send failed', error: String(error) }),
    );
    message.retry({ delaySeconds: 30 });
  }
}

async function storeAnalytics(
  env: Env,
  items: { message: Message<unknown>; event: StorableEvent }[],
): Promise<void> {
  const receivedAt = new Date().toISOString();
  const insert = env.DB.prepare(
    `INSERT OR IGNORE INTO analytics_events (message_id, type, event, user_id, anonymous_id, timestamp, received_at, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const statements = items.map(({ event }) =>
    insert.bind(
      event.messageId,
      event.type,
      event.event ?? event.name ?? null,
      event.userId ?? null,
      event.anonymousId ?? null,
      event.timestamp ?? null,
      receivedAt,
      JSON.stringify(event),
    ),
  );
  try {
    await env.DB.batch(statements);
    for (const { message } of items) message.ack();
  } catch (error) {
    // Every event here was validated, so a failed write is D1's: retry them all later.
    console.error(
      JSON.stringify({ level: 'error', message: 'analytics events not stored', error: String(error) }),
    );
    for (const { message } of items) message.retry({ delaySeconds: 10 });
  }
}
