import { type AnalyticsEvent, ERRORS, LIMITS, type Sender } from './types';

/** An event waiting to be delivered and how many times delivery failed. */
export interface QueuedEvent {
  event: AnalyticsEvent;
  attempts: number;
}

export interface QueueOptions {
  /** Batch endpoint, e.g. `/a/b`. */
  url: string;
  writeKey: string;
  send: Sender;
  storage: Storage | null;
  onError?: (error: Error) => void;
  onDelivered?: (count: number) => void;
}

/** localStorage key of events saved when the page was hidden. */
export const PERSIST_KEY = 'ajs_queue';
const size = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * Batches events (10, or whatever is waiting after 5 s), retries failures with exponential backoff
 * (500 ms x 2^n, at most 10 times), waits out a 429 until X-RateLimit-Reset, and saves what is left
 * when the page is hidden so the next page sends it (at most 4 more attempts).
 */
export class EventQueue {
  private pending: QueuedEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private blockedUntil = 0;

  constructor(private readonly options: QueueOptions) {}

  get length(): number {
    return this.pending.length;
  }

  push(event: AnalyticsEvent): void {
    this.pending.push({ event, attempts: 0 });
    if (this.pending.length >= LIMITS.batchSize) void this.flush();
    else this.schedule(LIMITS.flushTimeoutMs);
  }

  /** Sends one batch now (unless one is in flight or a rate limit holds). */
  async flush(): Promise<void> {
    if (this.sending || this.pending.length === 0 || Date.now() < this.blockedUntil) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.take(LIMITS.batchSize, LIMITS.requestBytes);
    this.sending = true;
    try {
      const result = await withTimeout(
        this.options.send(this.options.url, this.body(batch), { keepalive: false }),
      );
      if (result.status === 429) {
        const resetSeconds = Number(result.headers.get('x-ratelimit-reset'));
        const wait =
          Number.isFinite(resetSeconds) && resetSeconds > 0 ? resetSeconds * 1000 : LIMITS.flushTimeoutMs;
        this.blockedUntil = Date.now() + wait;
        this.requeue(batch, new Error(ERRORS.rateLimited), wait);
      } else if (result.status >= 500) {
        this.requeue(batch, new Error(ERRORS.badResponse));
      } else if (result.status >= 400) {
        // The server refused these events for good: resending them would fail the same way.
        this.options.onError?.(new Error(ERRORS.badResponse));
      } else {
        this.options.onDelivered?.(batch.length);
      }
    } catch (error) {
      this.requeue(batch, error instanceof Error ? error : new Error(ERRORS.badResponse));
    } finally {
      this.sending = false;
    }
    // Events left behind by a full or size-limited batch go next; later pushes set their own timer.
    if (this.pending.length > 0 && !this.timer) this.schedule(0);
  }

  /** On page hide: beacons of at most 64 KB; whatever cannot leave is saved for the next page. */
  drainOnHide(beacon: ((url: string, body: string) => boolean) | null): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0 && beacon && Date.now() >= this.blockedUntil) {
      const batch = this.take(LIMITS.batchSize, LIMITS.keepaliveBytes);
      if (!beacon(this.options.url, this.body(batch))) {
        this.pending.unshift(...batch);
        break;
      }
    }
    this.persist();
  }

  /** Saves waiting events to localStorage. */
  persist(): void {
    try {
      if (this.pending.length === 0) this.options.storage?.removeItem(PERSIST_KEY);
      else this.options.storage?.setItem(PERSIST_KEY, JSON.stringify(this.pending));
    } catch {
      // Storage full or blocked: these events are lost with the page, as without persistence.
    }
  }

  /** Loads events saved by a previous page; each reload counts as an attempt, at most 4. */
  restore(): void {
    let saved: QueuedEvent[] = [];
    try {
      saved = JSON.parse(this.options.storage?.getItem(PERSIST_KEY) ?? '[]') as QueuedEvent[];
      this.options.storage?.removeItem(PERSIST_KEY);
    } catch {
      saved = [];
    }
    const kept = saved
      .filter((item) => item?.event && typeof item.attempts === 'number')
      .map((item) => ({ event: item.event, attempts: item.attempts + 1 }))
      .filter((item) => item.attempts <= LIMITS.persistedAttempts);
    if (kept.length === 0) return;
    this.pending.unshift(...kept);
    this.schedule(0);
  }

  /** Takes up to `count` events whose batch body stays under `bytes` (one event always goes). */
  private take(count: number, bytes: number): QueuedEvent[] {
    const batch: QueuedEvent[] = [];
    while (batch.length < count && this.pending.length > 0) {
      const next = this.pending[0] as QueuedEvent;
      if (batch.length > 0 && size(this.body([...batch, next])) > bytes) break;
      batch.push(next);
      this.pending.shift();
    }
    return batch;
  }

  private body(batch: QueuedEvent[]): string {
    return JSON.stringify({
      writeKey: this.options.writeKey,
      batch: batch.map((item) => item.event),
      sentAt: new Date().toISOString(),
    });
  }

  private requeue(batch: QueuedEvent[], error: Error, wait?: number): void {
    this.options.onError?.(error);
    const retried = batch
      .map((item) => ({ event: item.event, attempts: item.attempts + 1 }))
      .filter((item) => item.attempts <= LIMITS.maxRetries);
    if (retried.length === 0) return;
    this.pending.unshift(...retried);
    const attempts = Math.max(...retried.map((item) => item.attempts));
    this.schedule(wait ?? LIMITS.backoffBaseMs * LIMITS.backoffFactor ** (attempts - 1), true);
  }

  private schedule(delay: number, replace = false): void {
    if (this.timer && !replace) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }
}

/** Rejects with 'Promise timed out' when a request hangs. */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(ERRORS.timedOut)), LIMITS.requestTimeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
