/** D1 round trips and rows read while answering, for the request log, the tests and the bench. */
export interface DbStats {
  roundTrips: number;
  /**
   * Round trips one after another: the longest chain of trips each started after the one before
   * it had answered (trips that overlap count once). What a distant database costs a page.
   */
  sequentialTrips: number;
  rowsRead: number;
  statements: number;
  /** Time spent waiting for D1's answers, round trip included (ms, the Worker's I/O clock). */
  waitMs: number;
  /** Time D1 reports spending on the statements themselves (ms, sum of `meta.duration`). */
  sqlMs: number;
}

/** Nothing read yet. */
export const noDbStats = (): DbStats => ({
  roundTrips: 0,
  sequentialTrips: 0,
  rowsRead: 0,
  statements: 0,
  waitMs: 0,
  sqlMs: 0,
});

interface Pending {
  statement: D1PreparedStatement;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * D1 that groups every statement issued in the same turn of the event loop into one `db.batch`
 * round trip. GraphQL resolves a query level by level, so a whole level (every loader, every
 * list) costs one round trip whatever its width: this is what keeps a page within 5.
 * @example const rows = await db.all<{ id: number }>('SELECT id FROM members WHERE slug = ?', slug)
 */
export class BatchingDb {
  readonly stats: DbStats = noDbStats();
  private queue: Pending[] = [];
  /** The trips answered so far: when each answered, and how many sequential trips it ended. */
  private answered: { at: number; depth: number }[] = [];

  constructor(private readonly d1: D1Database) {}

  /** Rows of one statement; parameters may be undefined (bound as NULL). */
  all<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      const statement = this.d1.prepare(sql).bind(...params.map((param) => param ?? null));
      this.queue.push({ statement, resolve: resolve as (rows: unknown[]) => void, reject });
      // A macrotask runs after DataLoader's nextTick dispatches, so a level's loaders share it.
      if (this.queue.length === 1) setTimeout(() => void this.flush(), 0);
    });
  }

  /** First row of one statement, or null. */
  async first<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T | null> {
    return (await this.all<T>(sql, ...params))[0] ?? null;
  }

  private async flush(): Promise<void> {
    const pending = this.queue;
    this.queue = [];
    if (pending.length === 0) return;
    this.stats.statements += pending.length;
    try {
      const results = await this.roundTrip(this.d1.batch(pending.map((item) => item.statement)));
      results.forEach((result, index) => {
        if (pending[index]) this.settle(pending[index], result);
      });
    } catch (error) {
      if (pending.length === 1) pending[0]?.reject(error);
      else await this.oneByOne(pending);
    }
  }

  /**
   * A batch fails whole when one of its statements fails (a query out of the platform's limits):
   * its statements are then run again each on its own, in parallel, so only the failing one's
   * field errors and the rest of the page still renders. Reads only: nothing is written twice.
   */
  private async oneByOne(pending: Pending[]): Promise<void> {
    await this.roundTrip(
      Promise.all(
        pending.map((item) =>
          item.statement.all().then(
            (result) => this.settle(item, result),
            (error: unknown) => item.reject(error),
          ),
        ),
      ),
    );
  }

  /** One round trip to D1, counted and timed whether it succeeds or not. */
  private async roundTrip<T>(work: Promise<T>): Promise<T> {
    this.stats.roundTrips += 1;
    const started = performance.now();
    // This trip follows every trip answered before it started.
    let depth = 1;
    for (const trip of this.answered) if (trip.at <= started) depth = Math.max(depth, trip.depth + 1);
    try {
      return await work;
    } finally {
      const at = performance.now();
      this.stats.waitMs += at - started;
      this.answered.push({ at, depth });
      this.stats.sequentialTrips = Math.max(this.stats.sequentialTrips, depth);
    }
  }

  /** Hands a statement its rows and counts what D1 says it read and spent. */
  private settle(item: Pending, result: D1Result): void {
    this.stats.rowsRead += result.meta?.rows_read ?? 0;
    this.stats.sqlMs += result.meta?.duration ?? 0;
    item.resolve(result.results ?? []);
  }
}
