import { LIMITS, type Sender } from './types';

interface Series {
  type: 'Counter';
  metric: string;
  value: number;
  tags: Record<string, string>;
}

/**
 * Delivery counters (sent, failed, retried), sent to `/m` every 30 s; at most 20 series wait,
 * further ones are dropped until the next flush.
 */
export class Metrics {
  private series = new Map<string, Series>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly url: string,
    private readonly send: Sender,
  ) {}

  increment(metric: string, value = 1, tags: Record<string, string> = {}): void {
    const key = `${metric}|${JSON.stringify(tags)}`;
    const known = this.series.get(key);
    if (known) known.value += value;
    else if (this.series.size < LIMITS.metricsQueue)
      this.series.set(key, { type: 'Counter', metric, value, tags });
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), LIMITS.metricsFlushMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async flush(): Promise<void> {
    if (this.series.size === 0) return;
    const series = [...this.series.values()];
    this.series.clear();
    // Metrics are best effort: a failed send is not retried.
    await this.send(this.url, JSON.stringify({ series }), { keepalive: true }).catch(() => undefined);
  }
}
