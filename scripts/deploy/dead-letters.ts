/**
 * The dead-letter queue of a deployed environment, over Cloudflare's Queues HTTP API: list what
 * it holds (messages come back after the visibility timeout: listing consumes nothing), or replay
 * it (each readable message is sent again to the events queue, then acknowledged on the
 * dead-letter queue). Needs an HTTP pull consumer on the dead-letter queue, once:
 * `npx wrangler queues consumer http add <queue>`.
 */

export const API = 'https://api.cloudflare.com/client/v4';

export interface Credentials {
  token: string;
  account: string;
}

/** A message pulled from a queue. */
export interface Pulled {
  id: string;
  lease_id: string;
  attempts?: number;
  timestamp_ms?: number;
  body: string;
  metadata?: { 'CF-Content-Type'?: string } & Record<string, unknown>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A Queues API client for one account. */
export function queuesApi(credentials: Credentials, fetcher: Fetch = fetch) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetcher(`${API}/accounts/${credentials.account}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${credentials.token}`, 'content-type': 'application/json' },
    });
    const json = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      result?: T;
      errors?: { code?: number; message?: string }[];
    };
    if (!response.ok || json.success === false) {
      const message = json.errors?.map((error) => error.message).join('; ') || `HTTP ${response.status}`;
      throw new Error(`${init.method ?? 'GET'} ${path}: ${message}`);
    }
    return json.result as T;
  }
  return {
    /** The id of a queue by name. */
    async queueId(name: string): Promise<string> {
      for (let page = 1; page < 100; page += 1) {
        const queues = await call<{ queue_id: string; queue_name: string }[]>(
          `/queues?page=${page}&per_page=100`,
        );
        const found = queues.find((queue) => queue.queue_name === name);
        if (found) return found.queue_id;
        if (queues.length < 100) break;
      }
      throw new Error(`no queue named ${name} on the account: deploy the environment first`);
    },
    async pull(queueId: string, batchSize: number, visibilityMs = 30_000): Promise<Pulled[]> {
      try {
        const result = await call<{ messages?: Pulled[] } | Pulled[]>(`/queues/${queueId}/messages/pull`, {
          method: 'POST',
          body: JSON.stringify({ batch_size: batchSize, visibility_timeout_ms: visibilityMs }),
        });
        return Array.isArray(result) ? result : (result?.messages ?? []);
      } catch (error) {
        throw new Error(
          `${error instanceof Error ? error.message : String(error)} (a queue is read over HTTP once it has a pull consumer: npx wrangler queues consumer http add <queue>)`,
        );
      }
    },
    async send(queueId: string, bodies: unknown[]): Promise<void> {
      await call(`/queues/${queueId}/messages/batch`, {
        method: 'POST',
        body: JSON.stringify({ messages: bodies.map((body) => ({ body, content_type: 'json' })) }),
      });
    },
    async ack(queueId: string, leases: string[], retries: string[] = []): Promise<void> {
      await call(`/queues/${queueId}/messages/ack`, {
        method: 'POST',
        body: JSON.stringify({
          acks: leases.map((lease_id) => ({ lease_id })),
          retries: retries.map((lease_id) => ({ lease_id })),
        }),
      });
    },
  };
}

/**
 * A pulled message's body as the Worker sent it: JSON (the content type the Worker uses), else
 * undefined (a message sent as V8 serialisation is readable from a Worker only).
 */
export function decodeBody(message: Pulled): unknown {
  const type = message.metadata?.['CF-Content-Type'];
  if (type && type !== 'json') return undefined;
  try {
    return JSON.parse(message.body);
  } catch {
    try {
      return JSON.parse(Buffer.from(message.body, 'base64').toString('utf8'));
    } catch {
      return undefined;
    }
  }
}

/** One line of a listed message: id, when, attempts and its body. */
export function describeMessage(message: Pulled): string {
  const body = decodeBody(message);
  const when = message.timestamp_ms ? new Date(message.timestamp_ms).toISOString() : '?';
  const text = body === undefined ? `(not JSON: ${message.body.slice(0, 80)})` : JSON.stringify(body);
  return `${message.id}  ${when}  attempts ${message.attempts ?? '?'}  ${text.slice(0, 400)}`;
}

/**
 * Sends every readable message of the dead-letter queue again to the events queue, then
 * acknowledges it there; an unreadable one is left where it is. Pulls until `limit` or the queue
 * is empty.
 */
export async function replay(
  api: ReturnType<typeof queuesApi>,
  queues: { deadLetter: string; events: string },
  limit = 1000,
): Promise<{ replayed: number; left: Pulled[] }> {
  const [deadLetter, events] = [await api.queueId(queues.deadLetter), await api.queueId(queues.events)];
  let replayed = 0;
  const left = new Map<string, Pulled>();
  while (replayed + left.size < limit) {
    const batch = await api.pull(deadLetter, Math.min(100, limit - replayed - left.size));
    if (batch.length === 0) break;
    const readable = batch.filter((message) => decodeBody(message) !== undefined);
    const unreadable = batch.filter((message) => decodeBody(message) === undefined);
    if (readable.length > 0) await api.send(events, readable.map(decodeBody));
    await api.ack(
      deadLetter,
      readable.map((message) => message.lease_id),
      unreadable.map((message) => message.lease_id),
    );
    replayed += readable.length;
    for (const message of unreadable) left.set(message.id, message);
    if (readable.length === 0) break;
  }
  return { replayed, left: [...left.values()] };
}
