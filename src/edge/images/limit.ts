/**
 * At most `size` tasks at once in this isolate. Image transforms hold the decoded pixels in
 * memory, so a crawl asking for hundreds of variants at once must not decode them all together.
 *
 * Waiters poll with their own timers instead of being woken by the task that ends: in workerd a
 * promise resolved from another request's context is dropped when that request is cancelled,
 * which would leave every later waiter asleep. For the same reason a slot held longer than
 * `holdLimitMs` (its request was cancelled mid-task) is taken back.
 * @example const gate = new Gate(2); const result = await gate.run(() => transform(), 3000)
 */
export class Gate {
  private readonly slots = new Set<{ startedAt: number }>();

  constructor(
    readonly size: number,
    private readonly holdLimitMs = 60_000,
    private readonly pollMs = 25,
  ) {}

  /** Tasks holding a slot, for tests and logs. */
  get active(): number {
    return this.slots.size;
  }

  /**
   * Runs `task` once a slot is free; gives up and answers `null` without running it when no slot
   * frees within `maxWaitMs`.
   */
  async run<T>(task: () => Promise<T>, maxWaitMs: number): Promise<T | null> {
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const now = Date.now();
      for (const slot of this.slots) if (now - slot.startedAt > this.holdLimitMs) this.slots.delete(slot);
      if (this.slots.size < this.size) break;
      if (now >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
    const slot = { startedAt: Date.now() };
    this.slots.add(slot);
    try {
      return await task();
    } finally {
      this.slots.delete(slot);
    }
  }
}
