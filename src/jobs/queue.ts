import type { AnalyticsEvent } from '../edge/analytics/schema';
import { storeQueuedContactMessage } from './contact-messages';

type AnalyticsMessage = { type: 'analytics'; event: AnalyticsEvent & { messageId: string } };

/**
 * Consumer of the EVENTS queue: analytics events go to D1 `analytics_events` (idempotent on
 * messageId, so redelivery stores nothing twice); contact messages go to
 * `storeQueuedContactMessage`. A failed write retries its messages; nothing is acknowledged unstored.
 */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const analytics: Message<unknown>[] = [];
  for (const message of batch.messages) {
    const body = message.body as { type?: unknown } | null;
    if (body?.type === 'analytics') {
      analytics.push(message);
    } else if (body?.type === 'contact') {
      // Contact messages: written one by one so one failure does not hold back the others.
      await storeQueuedContactMessage(env, (body as { body: unknown }).body).then(
        () => message.ack(),
        () => message.retry({ delaySeconds: 30 }),
      );
    } else {
      console.error(JSON.stringify({ level: 'error', message: 'unknown queue message dropped' }));
      message.ack();
    }
  }
  if (analytics.length > 0) await storeAnalytics(env, analytics);
}

async function storeAnalytics(env: Env, messages: Message<unknown>[]): Promise<void> {
  const receivedAt = new Date().toISOString();
  const insert = env.DB.prepare(
    `INSERT OR IGNORE INTO analytics_events (message_id, type, event, user_id, anonymous_id, timestamp, received_at, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const statements = messages.map((message) => {
    const { event } = message.body as AnalyticsMessage;
    return insert.bind(
      event.messageId,
      event.type,
      event.event ?? event.name ?? null,
      event.userId ?? null,
      event.anonymousId ?? null,
      event.timestamp ?? null,
      receivedAt,
      JSON.stringify(event),
    );
  });
  try {
    await env.DB.batch(statements);
    for (const message of messages) message.ack();
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'analytics events not stored', error: String(error) }),
    );
    for (const message of messages) message.retry({ delaySeconds: 10 });
  }
}
