import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventQueue, PERSIST_KEY } from './queue';
import { MemoryStorage, reply } from './test-doubles';
import type { AnalyticsEvent, Sender } from './types';

const event = (n: number, extra: Record<string, unknown> = {}): AnalyticsEvent => ({
  type: 'track',
  event: `E${n}`,
  userId: null,
  anonymousId: 'anon',
  messageId: `m-${n}`,
  timestamp: '2025-01-01T00:00:00.000Z',
  context: {},
  integrations: {},
  properties: extra,
});
const sentIds = (send: ReturnType<typeof vi.fn>, call: number) =>
  (JSON.parse(send.mock.calls[call]?.[1] as string).batch as AnalyticsEvent[]).map((e) => e.messageId);

let storage: MemoryStorage;
let errors: string[];
function makeQueue(send: Sender) {
  return new EventQueue({
    url: '/a/b',
    writeKey: 'local',
    send,
    storage,
    onError: (e) => errors.push(e.message),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  errors = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EventQueue batching', () => {
  it('sends a full batch of 10 at once', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(reply(200));
    const queue = makeQueue(send);
    for (let n = 0; n < 10; n++) queue.push(event(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sentIds(send, 0)).toHaveLength(10);
    expect(JSON.parse(send.mock.calls[0]?.[1] as string)).toMatchObject({
      writeKey: 'local',
      sentAt: expect.any(String),
    });
  });

  it('sends a partial batch after 5000 ms, not before', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(reply(200));
    const queue = makeQueue(send);
    queue.push(event(1));
    queue.push(event(2));
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentIds(send, 0)).toEqual(['m-1', 'm-2']);
  });
});

describe('EventQueue retries', () => {
  it('retries a server error with backoff 500, 1000, 2000 ms', async () => {
    const send = vi
      .fn<Sender>()
      .mockResolvedValueOnce(reply(500))
      .mockResolvedValueOnce(reply(502))
      .mockResolvedValueOnce(reply(503))
      .mockResolvedValue(reply(200));
    const queue = makeQueue(send);
    queue.push(event(1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(4);
    expect(queue.length).toBe(0);
    expect(errors).toEqual([
      'Bad response from server',
      'Bad response from server',
      'Bad response from server',
    ]);
  });

  it('gives up after 10 retries', async () => {
    const send = vi.fn<Sender>().mockRejectedValue(new Error('offline'));
    const queue = makeQueue(send);
    queue.push(event(1));
    await vi.advanceTimersByTimeAsync(5000 + 500 * 2 ** 11);
    expect(send).toHaveBeenCalledTimes(11);
    expect(queue.length).toBe(0);
  });

  it('waits out a 429 until X-RateLimit-Reset', async () => {
    const send = vi
      .fn<Sender>()
      .mockResolvedValueOnce(reply(429, { 'X-RateLimit-Reset': '3' }))
      .mockResolvedValue(reply(200));
    const queue = makeQueue(send);
    queue.push(event(1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(errors).toEqual(['Rate limit exceeded']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.length).toBe(0);
  });

  it("reports 'Promise timed out' for a hanging request and retries it", async () => {
    const send = vi
      .fn<Sender>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(reply(200));
    const queue = makeQueue(send);
    queue.push(event(1));
    await vi.advanceTimersByTimeAsync(5000 + 10_000);
    expect(errors).toEqual(['Promise timed out']);
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops a batch the server refuses with a 4xx', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(reply(400));
    const queue = makeQueue(send);
    queue.push(event(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.length).toBe(0);
  });
});

describe('EventQueue size limits', () => {
  it('keeps each request under 500 KB', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(reply(200));
    const queue = makeQueue(send);
    for (let n = 0; n < 10; n++) queue.push(event(n, { blob: 'x'.repeat(120 * 1024) }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send.mock.calls.length).toBeGreaterThan(2);
    for (const [, body] of send.mock.calls)
      expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(500 * 1024);
    expect(send.mock.calls.flatMap((_, index) => sentIds(send, index))).toHaveLength(10);
  });

  it('keeps each beacon on page hide under 64 KB', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    const queue = makeQueue(vi.fn<Sender>());
    for (let n = 0; n < 6; n++) queue.push(event(n, { blob: 'x'.repeat(20 * 1024) }));
    queue.drainOnHide(beacon);
    expect(beacon.mock.calls.length).toBeGreaterThanOrEqual(2);
    for (const [, body] of beacon.mock.calls)
      expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(64 * 1024);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });
});

describe('EventQueue persistence', () => {
  it('saves events on page hide and sends them from the next page', async () => {
    const first = makeQueue(vi.fn<Sender>());
    first.push(event(1));
    first.push(event(2));
    first.drainOnHide(() => false);
    expect(JSON.parse(storage.getItem(PERSIST_KEY) ?? '[]')).toHaveLength(2);

    const send = vi.fn<Sender>().mockResolvedValue(reply(200));
    makeQueue(send).restore();
    await vi.advanceTimersByTimeAsync(0);
    expect(sentIds(send, 0)).toEqual(['m-1', 'm-2']);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('drops saved events after 4 page loads', async () => {
    makeQueue(vi.fn<Sender>()).push(event(1));
    storage.setItem(PERSIST_KEY, JSON.stringify([{ event: event(1), attempts: 0 }]));
    for (let load = 1; load <= 4; load++) {
      const queue = makeQueue(vi.fn<Sender>());
      queue.restore();
      expect(queue.length, `load ${load}`).toBe(1);
      queue.drainOnHide(null);
    }
    const last = makeQueue(vi.fn<Sender>());
    last.restore();
    expect(last.length).toBe(0);
  });
});
