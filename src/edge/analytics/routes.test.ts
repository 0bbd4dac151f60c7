import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../index';

/** Posts as the site's own client does: its write key in the body (metrics name none). */
async function post(path: string, body: unknown, vars: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const keyed =
    body && typeof body === 'object' && !Array.isArray(body) && path !== '/a/m' && !('writeKey' in body)
      ? { writeKey: vars.ANALYTICS_WRITE_KEY || 'local', ...body }
      : body;
  const init = {
    method: 'POST',
    body: typeof keyed === 'string' ? keyed : JSON.stringify(keyed),
    headers: { 'content-type': 'application/json' },
  };
  const response = await app.request(`http://localhost${path}`, init, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const event = {
  type: 'track',
  event: 'Clicked',
  anonymousId: 'anon-1',
  messageId: 'm-1',
  properties: { a: 1 },
};
const provider = { ANALYTICS_API_HOST: 'api.provider.test', ANALYTICS_CDN_HOST: 'cdn.provider.test' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('analytics proxy, no provider configured', () => {
  it('puts a valid batch on the EVENTS queue', async () => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    const response = await post('/a/b', {
      writeKey: 'local',
      batch: [event, { ...event, type: 'page', messageId: 'm-2' }],
    });
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    const messages = send.mock.calls[0]?.[0] as { body: { type: string; event: { messageId: string } } }[];
    expect(messages.map((message) => message.body.event.messageId)).toEqual(['m-1', 'm-2']);
    expect(messages[0]?.body.type).toBe('analytics');
  });

  it('accepts a single event on the path of its type only', async () => {
    vi.spyOn(env.EVENTS, 'sendBatch');
    expect((await post('/a/t', event)).status).toBe(200);
    const wrong = await post('/a/p', event);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('expected page');
  });

  it.each([
    ['not json', '{', /valid JSON/],
    ['an unnamed track', { ...event, event: undefined }, /Event missing/],
    ['no identity', { ...event, anonymousId: undefined }, /anonymousId is required/],
    ['an unknown type', { ...event, type: 'hack' }, /type/],
    ['an empty batch', { batch: [] }, /batch/],
  ])('answers 400 with a clear message for %s', async (_name, body, message) => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    const path = typeof body === 'object' && body && 'batch' in body ? '/a/b' : '/a/t';
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(message);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 413 above 500 KB', async () => {
    const big = { batch: [{ ...event, properties: { blob: 'x'.repeat(600 * 1024) } }] };
    expect((await post('/a/b', big)).status).toBe(413);
  });

  it('answers local default settings', async () => {
    const response = await app.request('http://localhost/a/v1/projects/local/settings', {}, env);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ integrations: { 'Segment.io': { apiKey: 'local' } } });
  });
});

describe('analytics proxy, batches the queue cannot take in one send', () => {
  type Sent = { body: { event: { messageId: string } } }[];
  const bytes = (messages: unknown[]) => new TextEncoder().encode(JSON.stringify(messages)).byteLength;

  it('splits 250 events into sends of at most 100 messages, in order', async () => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    const batch = Array.from({ length: 250 }, (_, index) => ({ ...event, messageId: `n-${index}` }));
    const response = await post('/a/b', { batch });
    expect(response.status).toBe(200);
    const calls = send.mock.calls.map((call) => call[0] as Sent);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const messages of calls) expect(messages.length).toBeLessThanOrEqual(100);
    expect(calls.flat().map((message) => message.body.event.messageId)).toEqual(
      batch.map((e) => e.messageId),
    );
  });

  it('splits 450 KB of events into sends under 256 KB each', async () => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    const batch = Array.from({ length: 15 }, (_, index) => ({
      ...event,
      messageId: `s-${index}`,
      properties: { blob: 'x'.repeat(30 * 1024) },
    }));
    const response = await post('/a/b', { batch });
    expect(response.status).toBe(200);
    const calls = send.mock.calls.map((call) => call[0] as Sent);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const messages of calls) expect(bytes(messages)).toBeLessThan(256 * 1024);
    expect(calls.flat()).toHaveLength(15);
  });

  it('refuses a batch holding an event nested deeper than 8 levels, queueing nothing', async () => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 5000; level++) deep = { d: deep };
    const response = await post('/a/b', {
      batch: [event, { ...event, messageId: 'm-deep', properties: deep }],
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/nested deeper than 8/);
    expect(send).not.toHaveBeenCalled();
    const single = await post('/a/t', { ...event, properties: deep });
    expect(single.status).toBe(400);
  });

  it('accepts an event nested exactly 8 levels deep', async () => {
    vi.spyOn(env.EVENTS, 'sendBatch');
    // Objects and arrays count: the event (1) > properties (2) > a (3) > ... > f (8).
    const properties = { a: { b: { c: { d: { e: { f: { g: 'ok' } } } } } } };
    expect((await post('/a/t', { ...event, properties })).status).toBe(200);
    const nine = { a: { b: { c: { d: { e: { f: { g: ['no'] } } } } } } };
    expect((await post('/a/t', { ...event, properties: nine })).status).toBe(400);
  });
});

describe('analytics settings, served by this site', () => {
  const settings = (url: string, vars: Record<string, string> = {}) =>
    app.request(url, {}, { ...env, ...vars });
  type Settings = { integrations: { 'Segment.io': { apiHost: string; protocol: string } } };

  it('names the configured production origin, whatever Host the request carried', async () => {
    const vars = { PRODUCTION_HOST: 'www.trustboard.example' };
    for (const url of ['http://localhost', 'https://evil.example', 'http://www.trustboard.example']) {
      const response = await settings(`${url}/a/v1/projects/local/settings`, vars);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Settings;
      expect(body.integrations['Segment.io']).toMatchObject({
        apiHost: 'www.trustboard.example/a',
        protocol: 'https',
      });
      expect(response.headers.get('cache-control')).toContain('public');
    }
  });

  it('without a production host, names the request origin with its own scheme and is never cached', async () => {
    const response = await settings('http://127.0.0.1:8821/a/v1/projects/local/settings');
    const body = (await response.json()) as Settings;
    expect(body.integrations['Segment.io']).toMatchObject({ apiHost: '127.0.0.1:8821/a', protocol: 'http' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('analytics proxy, provider configured', () => {
  it('forwards a batch to the provider path and nowhere else', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true }));
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    const response = await post('/a/b', { batch: [event] }, provider);
    expect(response.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://api.provider.test/b');
    expect(send).not.toHaveBeenCalled();
  });

  it('retries on 500 and above', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ success: true }));
    expect((await post('/a/t', event, provider)).status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('passes 429 and its reset header back without retrying', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('slow down', { status: 429, headers: { 'x-ratelimit-reset': '1700000000' } }),
      );
    const response = await post('/a/t', event, provider);
    expect(response.status).toBe(429);
    expect(response.headers.get('x-ratelimit-reset')).toBe('1700000000');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('fetches settings from the CDN host only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ integrations: {} }));
    await app.request(
      'http://localhost/a/v1/projects/key_1/settings',
      {},
      {
        ...env,
        ...provider,
        ANALYTICS_WRITE_KEY: 'key_1',
      },
    );
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://cdn.provider.test/v1/projects/key_1/settings');
    const bad = await app.request(
      'http://localhost/a/v1/projects/..%2F..%2Fevil/settings',
      {},
      { ...env, ...provider },
    );
    expect(bad.status).toBe(400);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('offers no path outside the allow-list', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await post('/a/x', event, provider)).status).toBe(404);
    expect((await post('/a/https:%2F%2Fevil.com', event, provider)).status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('analytics proxy, events that are not ours', () => {
  it("refuses events of another project's write key, or of none, and queues nothing", async () => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    for (const [path, body] of [
      ['/a/b', { writeKey: 'someone-else', batch: [event] }],
      ['/a/t', { ...event, writeKey: 'someone-else' }],
      ['/a/t', { ...event, writeKey: undefined }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(403);
    }
    expect(send).not.toHaveBeenCalled();
    const settings = await app.request('http://localhost/a/v1/projects/someone-else/settings', {}, env);
    expect(settings.status).toBe(404);
  });

  it("takes our key as Basic authorisation, and refuses another site's page", async () => {
    const send = vi.spyOn(env.EVENTS, 'sendBatch');
    const basic = (origin: string | null, key: string) =>
      app.request(
        'http://localhost/a/t',
        {
          method: 'POST',
          body: JSON.stringify(event),
          headers: {
            'content-type': 'application/json',
            authorization: `Basic ${btoa(`${key}:`)}`,
            ...(origin ? { origin } : {}),
          },
        },
        env,
        createExecutionContext(),
      );
    expect((await basic(null, 'local')).status).toBe(200);
    expect((await basic('http://localhost', 'local')).status).toBe(200);
    expect((await basic('https://attacker.example', 'local')).status).toBe(403);
    expect((await basic(null, 'other')).status).toBe(403);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
