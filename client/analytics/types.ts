/** Event types of spec section 3. */
export type EventType = 'track' | 'page' | 'identify' | 'group' | 'alias' | 'screen';
type Bag = Record<string, unknown>;

/** One analytics event, Segment-compatible (spec section 3). */
export interface AnalyticsEvent {
  type: EventType;
  userId: string | null;
  anonymousId: string;
  messageId: string;
  timestamp: string;
  context: Bag;
  integrations: Bag;
  properties?: Bag;
  traits?: Bag;
  event?: string;
  name?: string;
  category?: string;
  groupId?: string;
  previousId?: string;
}

/** What a request to the analytics endpoint answered. */
export interface SendResult {
  status: number;
  headers: { get(name: string): string | null };
}

/** Sends one JSON body; `keepalive` asks the browser to finish it after the page is gone. */
export type Sender = (url: string, body: string, options: { keepalive: boolean }) => Promise<SendResult>;

/** A minimal cookie jar, so the code runs (and is tested) without a document. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, days: number): void;
}

/** Analytics constants of spec section 9. */
export const LIMITS = {
  batchSize: 10,
  flushTimeoutMs: 5000,
  requestTimeoutMs: 10_000,
  maxRetries: 10,
  backoffBaseMs: 500,
  backoffFactor: 2,
  keepaliveBytes: 64 * 1024,
  requestBytes: 500 * 1024,
  persistedAttempts: 4,
  identityCookieDays: 365,
  metricsFlushMs: 30_000,
  metricsQueue: 20,
} as const;

/** Errors the client reports (spec section 8). */
export const ERRORS = {
  eventMissing: 'Event missing',
  rateLimited: 'Rate limit exceeded',
  badResponse: 'Bad response from server',
  timedOut: 'Promise timed out',
} as const;
