import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import { KEYS } from './identity';
import { drainPending, initAnalytics, LOCAL_WRITE_KEY, loadSettings, readPageConfig } from './index';
import { MemoryStorage, reply } from './test-doubles';
import type { CookieJar, Sender } from './types';

let storage: MemoryStorage;
let cookies: CookieJar & { jar: Map<string, { value: string; days: number }> };
let ids: number;

beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  const jar = new Map<string, { value: string; days: number }>();
  cookies = {
    jar,
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, days) => jar.set(name, { value, days }),
  };
  ids = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

function make(
  send: Sender = vi.fn<Sender>().mockResolvedValue(reply(200)),
  writeKey = 'local',
  log = vi.fn(),
) {
  return createAnalytics({
    writeKey,
    apiHost: '/a',
    send,
    storage,
    cookies,
    newId: () => `id-${++ids}`,
    log,
  });
}

describe('createAnalytics', () => {
  it('logs and does not start with an empty write key', () => {
    const log = vi.fn();
    expect(make(undefined, '', log)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('empty write key'));
  });

  it("refuses an unnamed track with 'Event missing'", () => {
    const log = vi.fn();
    const analytics = make(undefined, 'local', log);
    expect(analytics?.track('')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Event missing'));
    expect(analytics?.queue.length).toBe(0);
  });

  it('builds events with every field of the spec and a stable anonymous id', () => {
    const analytics = make();
    const first = analytics?.track('Clicked', { plan: 'pro' });
    expect(first).toMatchObject({
      type: 'track',
      event: 'Clicked',
      userId: null,
      anonymousId: 'id-1',
      messageId: expect.stringMatching(/^ajs-/),
      timestamp: expect.any(String),
      context: { library: { name: 'trustboard-analytics' } },
      integrations: {},
      properties: { plan: 'pro' },
    });
    expect(analytics?.page()?.anonymousId).toBe('id-1');
    expect(JSON.parse(storage.getItem(KEYS.anonymousId) ?? 'null')).toBe('id-1');
    expect(cookies.jar.get(KEYS.anonymousId)).toEqual({ value: 'id-1', days: 365 });
  });

  it('keeps identity, traits and group in storage', () => {
    const analytics = make();
    analytics?.identify('user-1', { name: 'Ada' });
    const second = analytics?.identify('user-1', { role: 'cto' });
    expect(second?.traits).toEqual({ name: 'Ada', role: 'cto' });
    expect(JSON.parse(storage.getItem(KEYS.userId) ?? 'null')).toBe('user-1');
    analytics?.group('g-1', { size: 10 });
    expect(JSON.parse(storage.getItem(KEYS.groupId) ?? 'null')).toBe('g-1');
    expect(JSON.parse(storage.getItem(KEYS.groupProperties) ?? 'null')).toEqual({ size: 10 });
    expect(analytics?.track('Saved')?.userId).toBe('user-1');
  });

  it('aliases from the previous id and supports screen', () => {
    const analytics = make();
    const alias = analytics?.alias('user-2');
    expect(alias).toMatchObject({ type: 'alias', userId: 'user-2', previousId: 'id-1' });
    expect(analytics?.screen('Home')).toMatchObject({ type: 'screen', name: 'Home', userId: 'user-2' });
  });

  it('sends metrics counters to /m every 30 s', async () => {
    const send = vi.fn<Sender>().mockResolvedValueOnce(reply(500)).mockResolvedValue(reply(200));
    const analytics = make(send);
    analytics?.metrics.start();
    analytics?.track('A');
    await vi.advanceTimersByTimeAsync(30_000);
    const metricsCall = send.mock.calls.find(([url]) => url === '/a/m');
    expect(JSON.parse(metricsCall?.[1] ?? '{}').series).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Counter', metric: 'analytics.error', value: 1 }),
      ]),
    );
    analytics?.metrics.stop();
  });

  it('keeps at most 20 metric series between flushes', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(reply(200));
    const analytics = make(send);
    for (let n = 0; n < 30; n++) analytics?.metrics.increment(`m${n}`);
    await analytics?.metrics.flush();
    expect(JSON.parse(send.mock.calls[0]?.[1] ?? '{}').series).toHaveLength(20);
  });
});

describe('drainPending', () => {
  it("replays the error page's 'Error' event, then forwards later pushes", () => {
    const analytics = make();
    if (!analytics) throw new Error('analytics did not start');
    const win: { __analytics?: unknown } = {
      __analytics: [{ event: 'Error', properties: { status: 404, message: 'Page not found', page: '/x' } }],
    };
    const track = vi.spyOn(analytics, 'track');
    drainPending(analytics, win as never);
    expect(track).toHaveBeenCalledWith('Error', { status: 404, message: 'Page not found', page: '/x' });
    (win.__analytics as { push(call: unknown): void }).push(['track', 'Later']);
    expect(track).toHaveBeenCalledWith('Later');
    expect(analytics.queue.length).toBe(2);
  });
});

describe('initAnalytics', () => {
  it('starts with the local key when the public key is empty and sends a page event to /a/b', async () => {
    const send = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', send);
    const listeners: Record<string, () => void> = {};
    const win = {
      location: { pathname: '/articles', href: 'http://localhost/articles', search: '' },
      document: {
        cookie: '',
        title: 'Articles',
        referrer: '',
        documentElement: { lang: 'fr-FR' },
        visibilityState: 'visible',
        addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      },
      navigator: { language: 'fr-FR', userAgent: 'test', sendBeacon: vi.fn(() => true) },
      localStorage: storage,
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    };
    const analytics = initAnalytics({ analyticsWriteKey: '' }, win as never);
    expect(analytics).not.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/a/b');
    const body = JSON.parse(String(init?.body));
    expect(body.writeKey).toBe(LOCAL_WRITE_KEY);
    expect(body.batch[0]).toMatchObject({ type: 'page', context: { page: { path: '/articles' } } });
    analytics?.metrics.stop();
    vi.unstubAllGlobals();
  });

  it('started by the visitor leaving, sends the page event and queued calls by beacon at once', () => {
    const send = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', send);
    const beacons: string[] = [];
    const win = {
      location: { pathname: '/articles', href: 'http://localhost/articles', search: '' },
      document: {
        cookie: '',
        title: 'Articles',
        referrer: '',
        documentElement: { lang: 'fr-FR' },
        visibilityState: 'hidden',
        addEventListener: () => undefined,
      },
      navigator: {
        language: 'fr-FR',
        userAgent: 'test',
        sendBeacon: vi.fn((_url: string, body: Blob) => {
          void body.text().then((text) => beacons.push(text));
          return true;
        }),
      },
      localStorage: storage,
      addEventListener: () => undefined,
      __analytics: [['track', 'select-service', { slug: 'seo' }]],
    };
    const analytics = initAnalytics({ analyticsWriteKey: '' }, win as never, { leaving: true });
    expect(win.navigator.sendBeacon).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    return vi.waitFor(() => {
      const events = beacons.flatMap((text) => JSON.parse(text).batch as { type: string; event?: string }[]);
      expect(events.map((event) => event.event ?? event.type)).toEqual(['page', 'select-service']);
      analytics?.metrics.stop();
      vi.unstubAllGlobals();
    });
  });
});

describe('page configuration and settings', () => {
  const doc = (metas: Record<string, string>) => ({
    querySelector: (selector: string) => {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
      return name in metas ? ({ getAttribute: () => metas[name] ?? null } as unknown as Element) : null;
    },
  });

  it('reads the write key, API host and build id the page prints, with first-party defaults', () => {
    expect(
      readPageConfig(doc({ 'analytics-write-key': 'wk_1', 'analytics-api-host': '/a', 'build-id': 'b-42' })),
    ).toEqual({ analyticsWriteKey: 'wk_1', analyticsApiHost: '/a', buildId: 'b-42' });
    expect(readPageConfig(doc({}))).toEqual({ analyticsWriteKey: '', analyticsApiHost: '/a', buildId: null });
  });

  it('fetches the settings of its write key and drops the events the plan turns off', async () => {
    const send = vi.fn<Sender>().mockResolvedValue(reply(200));
    const analytics = make(send);
    const get = vi.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ plan: { track: { Muted: { enabled: false }, __default: { enabled: true } } } }),
    });
    await loadSettings(analytics!, { analyticsApiHost: '/a', analyticsWriteKey: '' }, get);
    expect(get).toHaveBeenCalledWith(`/a/v1/projects/${LOCAL_WRITE_KEY}/settings`);
    expect(analytics?.track('Muted')).toBeNull();
    expect(analytics?.track('select-service', { slug: 'seo' })).toMatchObject({ event: 'select-service' });
  });

  it('keeps every event on when the settings cannot be read', async () => {
    const analytics = make();
    expect(
      await loadSettings(analytics!, { analyticsApiHost: '/a', analyticsWriteKey: 'k' }, () =>
        Promise.reject(new Error('offline')),
      ),
    ).toBeNull();
    expect(analytics?.track('Anything')).not.toBeNull();
  });
});
