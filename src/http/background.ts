/**
 * A bound on optional background work (cache writes and refreshes): at most `max` run at once in
 * an isolate, and work offered past that is skipped, not queued, since a cache can always be
 * written by the next request. Under a flood, each cache miss wrote to KV and each stale read
 * refreshed in the background, without bound: the local KV store fell behind and answered 500s
 * while the runtime's memory grew. A slot not given back after `leaseMs` (the runtime dropped
 * the work) is taken back. Keys let one piece of work (one cache entry) run once at a time.
 * @example const writes = backgroundSlots(16); await writes.run(key, () => kv.put(key, value));
 */
export function backgroundSlots(max: number, leaseMs = 30_000) {
  const taken = new Map<string, number>();
  let anonymous = 0;
  return {
    /** Runs `work` now if a slot is free and `key` is not running already; else skips it (undefined). */
    async run<T>(key: string | undefined, work: () => Promise<T>): Promise<T | undefined> {
      const now = Date.now();
      for (const [held, since] of taken) if (now - since > leaseMs) taken.delete(held);
      const slot = key ?? `\u0000${++anonymous}`;
      if (taken.size >= max || taken.has(slot)) return undefined;
      taken.set(slot, now);
      try {
        return await work();
      } finally {
        taken.delete(slot);
      }
    },
    /** Slots in use now. */
    get size() {
      return taken.size;
    },
  };
}
