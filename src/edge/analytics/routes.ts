import { type Context, Hono } from 'hono';
import { fromOwnSite } from '../../middleware/same-origin';
import { readBody } from './body';
import {
  type AnalyticsEvent,
  analyticsEventSchema,
  batchSchema,
  EVENT_PATHS,
  type EventLetter,
  issueList,
  MAX_BODY_BYTES,
  metricsSchema,
  type QueueMessage,
} from './schema';
import { forward, type UpstreamPath, upstreamOrigin } from './upstream';

const WRITE_KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** The key the site's own pages send when ANALYTICS_WRITE_KEY is empty (client/analytics). */
const LOCAL_WRITE_KEY = 'local';

/** The one write key this proxy takes events for: the configured one, else the local one. */
const ourWriteKey = (c: Context) => c.get('config').ANALYTICS_WRITE_KEY.trim() || LOCAL_WRITE_KEY;

/** The write key a post names: in its body (`writeKey`), or as the user of Basic authorisation. */
function writeKeyOf(request: Request, json: unknown): string | null {
  const inBody = (json as { writeKey?: unknown } | null)?.writeKey;
  if (typeof inBody === 'string') return inBody;
  const basic = /^Basic\s+([A-Za-z0-9+/=]{1,400})$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!basic) return null;
  try {
    return atob(basic).split(':')[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * First-party analytics endpoints under `/a/`. With ANALYTICS_API_HOST (and ANALYTICS_CDN_HOST)
 * set they forward to the provider's fixed paths; otherwise events are validated and put on the
 * EVENTS queue, whose consumer stores them in D1.
 */
export const analyticsRoutes = new Hono<{ Bindings: Env }>();

analyticsRoutes.get('/v1/projects/:key/settings', async function analyticsSettings(c) {
  const key = c.req.param('key');
  if (!WRITE_KEY.test(key)) return c.json({ error: 'Invalid write key' }, 400);
  // Settings of another project's key are no business of this site (and would be cached under it).
  if (key !== ourWriteKey(c)) return c.json({ error: 'Unknown write key' }, 404);
  const cdn = upstreamOrigin(c.get('config').ANALYTICS_CDN_HOST);
  if (cdn) return forward(`${cdn}/v1/projects/${key}/settings`, { method: 'GET' });
  // The API host is the configured production origin, so this publicly cached answer never
  // repeats a visitor's Host. Without one (local, preview) the request's own origin is named, and
  // then nothing may cache the answer.
  const production = upstreamOrigin(c.get('config').PRODUCTION_HOST.trim());
  const api = new URL(production ?? c.req.url);
  return c.json(
    {
      integrations: {
        'Segment.io': { apiKey: key, apiHost: `${api.host}/a`, protocol: api.protocol.replace(':', '') },
      },
      plan: { track: { __default: { enabled: true, integrations: {} } } },
      metrics: { sampleRate: 0 },
    },
    200,
    { 'cache-control': production ? 'public, max-age=300' : 'no-store' },
  );
});

analyticsRoutes.post('/b', (c) => receive(c, 'b'));
analyticsRoutes.post('/m', (c) => receive(c, 'm'));
analyticsRoutes.post('/:letter{[tipags]}', (c) => receive(c, c.req.param('letter') as EventLetter));

async function receive(c: Context, path: UpstreamPath): Promise<Response> {
  // Events come from this site's pages only: another site's page cannot fill our figures.
  if (!fromOwnSite(c.req.raw, c.get('config').PRODUCTION_HOST))
    return c.json({ error: 'Cross-site events are refused' }, 403);
  const read = await readBody(c.req.raw, MAX_BODY_BYTES);
  if (!read.ok) return c.json({ error: 'Payload larger than 500 KB' }, 413);
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch {
    return c.json({ error: 'Body is not valid JSON' }, 400);
  }
  // Events name the project they are for: only ours are queued or forwarded (metrics name none).
  if (path !== 'm' && writeKeyOf(c.req.raw, json) !== ourWriteKey(c))
    return c.json({ error: 'Unknown write key' }, 403);
  const api = upstreamOrigin(c.get('config').ANALYTICS_API_HOST);
  if (api) return forward(`${api}/${path}`, { method: 'POST', body: read.text });

  if (path === 'm') {
    const metrics = metricsSchema.safeParse(json);
    if (!metrics.success) return c.json({ error: 'Invalid metrics', issues: issueList(metrics.error) }, 400);
    // Locally the client's delivery counters are only acknowledged; they describe the client, not visitors.
    return c.json({ success: true });
  }
  const events = path === 'b' ? parseBatch(json) : parseSingle(json, EVENT_PATHS[path]);
  if (!events.ok) return c.json({ error: 'Invalid analytics payload', issues: events.issues }, 400);
  const messages = events.events.map((event) => ({
    body: {
      type: 'analytics',
      event: { ...event, messageId: event.messageId ?? `srv-${crypto.randomUUID()}` },
    } satisfies QueueMessage,
    // JSON, not V8 serialisation: a message that ends in the dead-letter queue stays readable there.
    contentType: 'json' as const,
  }));
  // One sendBatch takes at most 100 messages and 256 KB: larger batches go in several sends, in order.
  for (const chunk of queueChunks(messages)) await c.env.EVENTS.sendBatch(chunk);
  return c.json({ success: true });
}

/** Messages per sendBatch and bytes per sendBatch, with room left for the queue's own framing. */
const SEND_MAX_MESSAGES = 100;
const SEND_MAX_BYTES = 240 * 1024;
const MESSAGE_OVERHEAD_BYTES = 100;

/**
 * Splits messages into consecutive groups Queues accepts in one `sendBatch`: at most 100 messages
 * and under 256 KB each (an event is at most 32 KB, so every message fits a group of its own).
 * @example for (const chunk of queueChunks(messages)) await env.EVENTS.sendBatch(chunk)
 */
export function queueChunks<T extends { body: unknown }>(messages: T[]): T[][] {
  const encoder = new TextEncoder();
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = encoder.encode(JSON.stringify(message.body)).byteLength + MESSAGE_OVERHEAD_BYTES;
    if (current.length > 0 && (current.length === SEND_MAX_MESSAGES || bytes + size > SEND_MAX_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(message);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

type Parsed = { ok: true; events: AnalyticsEvent[] } | { ok: false; issues: string[] };

function parseBatch(json: unknown): Parsed {
  const result = batchSchema.safeParse(json);
  return result.success
    ? { ok: true, events: result.data.batch }
    : { ok: false, issues: issueList(result.error) };
}

function parseSingle(json: unknown, type: AnalyticsEvent['type']): Parsed {
  const result = analyticsEventSchema.safeParse(json);
  if (!result.success) return { ok: false, issues: issueList(result.error) };
  if (result.data.type !== type) return { ok: false, issues: [`type: expected ${type} on this path`] };
  return { ok: true, events: [result.data] };
}
