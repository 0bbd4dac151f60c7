import type { MiddlewareHandler } from 'hono';
import { isLocalHost } from './local-host';

/** What the simulation of a distant database tells the request log (`c.var`). */
declare module 'hono' {
  interface ContextVariableMap {
    /** Milliseconds added to each D1 round trip of this request (0: none). */
    d1LatencyMs?: number;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A prepared statement whose every call to D1 first waits `ms`. */
class DistantStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly ms: number,
  ) {}

  bind(...values: unknown[]): DistantStatement {
    return new DistantStatement(this.inner.bind(...values), this.ms);
  }

  async first(column?: string) {
    await wait(this.ms);
    return column === undefined ? this.inner.first() : this.inner.first(column);
  }

  async all() {
    await wait(this.ms);
    return this.inner.all();
  }

  async run() {
    await wait(this.ms);
    return this.inner.run();
  }

  async raw(options?: { columnNames?: boolean }) {
    await wait(this.ms);
    // biome-ignore lint/suspicious/noExplicitAny: raw's overloads differ only in their row type.
    return this.inner.raw(options as any);
  }
}

const innerOf = (statement: D1PreparedStatement) =>
  statement instanceof DistantStatement ? statement.inner : statement;

/**
 * D1 as seen from far away: every round trip (a statement, a batch, an exec) first waits `ms`.
 * @example const db = distantD1(env.DB, 150)
 */
export function distantD1<T extends D1Database | D1DatabaseSession>(db: T, ms: number): T {
  const distant = {
    prepare: (sql: string) => new DistantStatement(db.prepare(sql), ms),
    batch: async (statements: D1PreparedStatement[]) => {
      await wait(ms);
      return db.batch(statements.map(innerOf));
    },
    exec: async (sql: string) => {
      await wait(ms);
      return (db as D1Database).exec(sql);
    },
    withSession: (constraint?: string) => distantD1((db as D1Database).withSession(constraint), ms),
    getBookmark: () => (db as D1DatabaseSession).getBookmark(),
    dump: () => (db as D1Database).dump(),
  };
  return distant as unknown as T;
}

/**
 * `D1_LATENCY_MS=N npm start`: every D1 round trip of a request to this machine's own runtime
 * waits N ms first, as from a Worker far from its database; `Server-Timing` says so
 * (`d1-latency;dur=N`). Never on another host: a deployment cannot be slowed by its variables.
 * @example app.use('*', d1Latency())
 */
export function d1Latency(): MiddlewareHandler {
  return async function d1LatencyMiddleware(c, next) {
    const ms = c.get('config')?.D1_LATENCY_MS ?? 0;
    const db = c.env?.DB as D1Database | undefined;
    if (ms <= 0 || !db || !isLocalHost(c)) return next();
    c.set('d1LatencyMs', ms);
    c.env = { ...c.env, DB: distantD1(db, ms) };
    await next();
  };
}
