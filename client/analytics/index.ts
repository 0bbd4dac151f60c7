import { type Analytics, createAnalytics } from './analytics';
import { documentCookies } from './identity';
import { LIMITS, type Sender } from './types';

export type { Analytics } from './analytics';

/**
 * Write key used when the public configuration has none (local and self-hosted runs): events
 * still go to the first-party endpoints under `/a/`, whose proxy stores them in D1. The spec rule
 * "an empty write key does not start" is kept by `createAnalytics` itself.
 */
export const LOCAL_WRITE_KEY = 'local';
/** First-party base path; the Worker forwards to the provider when one is configured. */
export const FIRST_PARTY_HOST = '/a';

/** A call queued by code that ran before analytics started, e.g. the error page's 'Error' event. */
export type PendingCall = [
  method: 'track' | 'page' | 'identify' | 'group' | 'alias' | 'screen',
  ...args: unknown[],
];

declare global {
  interface Window {
    __analytics?: PendingCall[] | { push(call: PendingCall): void };
  }
}

/** fetch, with keepalive only for bodies the browser lets outlive the page (64 KB). */
export const fetchSender: Sender = (url, body, { keepalive }) =>
  fetch(url, {
    method: 'POST',
    body,
    keepalive: keepalive && new TextEncoder().encode(body).byteLength <= LIMITS.keepaliveBytes,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Starts analytics in the browser: a page event now, the calls waiting in `window.__analytics`,
 * saved events of the previous page, and delivery on page hide.
 * @example initAnalytics({ analyticsWriteKey: '' })
 */
export function initAnalytics(
  config: { analyticsWriteKey: string; analyticsApiHost?: string; buildId?: string | null },
  win: Window = window,
  options: { leaving?: boolean } = {},
): Analytics | null {
  const analytics = createAnalytics({
    writeKey: config.analyticsWriteKey || LOCAL_WRITE_KEY,
    apiHost: config.analyticsApiHost || FIRST_PARTY_HOST,
    send: fetchSender,
    storage: safeStorage(win),
    cookies: documentCookies(win.document),
    context: () => ({
      page: {
        path: win.location.pathname,
        url: win.location.href,
        search: win.location.search,
        title: win.document.title,
        referrer: win.document.referrer,
      },
      locale: win.document.documentElement.lang || win.navigator.language,
      userAgent: win.navigator.userAgent,
      ...(config.buildId ? { app: { build: config.buildId } } : {}),
    }),
  });
  if (!analytics) return null;
  analytics.queue.restore();
  analytics.page();
  drainPending(analytics, win);
  analytics.metrics.start();
  const beacon = (url: string, body: string) =>
    win.navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' })) ?? false;
  const onHide = () => {
    analytics.queue.drainOnHide(beacon);
    void analytics.metrics.flush();
  };
  // Started by the visitor leaving (before the idle start): deliver what is queued right away.
  if (options.leaving) onHide();
  win.addEventListener('pagehide', onHide);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') onHide();
  });
  return analytics;
}

/** Replays calls queued before start, then turns `window.__analytics.push` into a direct call. */
export function drainPending(analytics: Analytics, win: Pick<Window, '__analytics'>): void {
  const waiting = Array.isArray(win.__analytics) ? win.__analytics : [];
  const call = (pending: PendingCall) => {
    // Pushed by page scripts: checked at run time whatever its declared type.
    const item = pending as unknown;
    if (!Array.isArray(item)) {
      const { event, properties } = (item ?? {}) as { event?: unknown; properties?: Record<string, unknown> };
      if (typeof event === 'string') analytics.track(event, properties ?? {});
      return;
    }
    const [method, ...args] = item as [keyof Analytics, ...unknown[]];
    const target = analytics[method] as ((...values: unknown[]) => unknown) | undefined;
    if (typeof target === 'function') target(...args);
  };
  for (const pending of waiting) call(pending);
  win.__analytics = { push: call };
}

function safeStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** The public configuration a page prints as `<meta>` (src/config publicConfig, src/render/document). */
export interface PageConfig {
  analyticsWriteKey: string;
  analyticsApiHost: string;
  buildId: string | null;
}

/** Reads the page's public configuration; absent values fall back to the first-party defaults. */
export function readPageConfig(doc: Pick<Document, 'querySelector'>): PageConfig {
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  return {
    analyticsWriteKey: meta('analytics-write-key') ?? '',
    analyticsApiHost: meta('analytics-api-host') || FIRST_PARTY_HOST,
    buildId: meta('build-id'),
  };
}

/**
 * Starts analytics with the configuration the page publishes (write key, API host, build id as
 * `app.build` in every event's context), then fetches the project's settings, whose tracking plan
 * may turn events off.
 */
export function startAnalytics(win: Window = window, options: { leaving?: boolean } = {}): Analytics | null {
  const config = readPageConfig(win.document);
  const analytics = initAnalytics(config, win, options);
  if (analytics && !options.leaving) void loadSettings(analytics, config, fetch);
  return analytics;
}

/** What the settings endpoint answers that the client uses: the tracking plan. */
export interface AnalyticsSettings {
  plan?: { track?: Record<string, { enabled?: boolean } | undefined> };
}

/**
 * GET `{apiHost}/v1/projects/{writeKey}/settings` (spec section 7) and hands the plan to the
 * client; a failure keeps the defaults (every event on).
 */
export async function loadSettings(
  analytics: Analytics,
  config: Pick<PageConfig, 'analyticsApiHost' | 'analyticsWriteKey'>,
  get: (url: string) => Promise<Pick<Response, 'ok' | 'json'>>,
): Promise<AnalyticsSettings | null> {
  const key = encodeURIComponent(config.analyticsWriteKey || LOCAL_WRITE_KEY);
  try {
    const response = await get(`${config.analyticsApiHost}/v1/projects/${key}/settings`);
    if (!response.ok) return null;
    const settings = (await response.json()) as AnalyticsSettings;
    analytics.applySettings(settings);
    return settings;
  } catch {
    return null;
  }
}
