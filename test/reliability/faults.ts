/** The message every injected failure carries, so tests can check it never reaches a visitor. */
export const INJECTED = 'INJECTED-FAILURE-7f3a';

const fail = () => Promise.reject(new Error(`${INJECTED}: binding unavailable`));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A D1 whose every read and write rejects (prepare and bind still work, as in a network outage). */
export function failingDb(): D1Database {
  const statement: Record<string, unknown> = {};
  Object.assign(statement, {
    bind: () => statement,
    first: fail,
    all: fail,
    run: fail,
    raw: fail,
  });
  return {
    prepare: () => statement,
    batch: fail,
    exec: fail,
    dump: fail,
    withSession: () => failingDb(),
  } as unknown as D1Database;
}

/** Wraps a D1 so that every batch and statement execution first waits `delayMs`. */
export function slowDb(db: D1Database, delayMs: number): D1Database {
  const targets = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === 'bind') return (...args: unknown[]) => wrapStatement(target.bind(...args));
        if (typeof value !== 'function') return value;
        if (['first', 'all', 'run', 'raw'].includes(String(key))) {
          return async (...args: unknown[]) => {
            await sleep(delayMs);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    targets.set(proxy, statement);
    return proxy;
  };
  const unwrap = (statement: D1PreparedStatement) => targets.get(statement) ?? statement;
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql));
      // A session of a slow database is as slow (the Worker reads through a D1 session).
      if (key === 'withSession') {
        return (...args: unknown[]) =>
          slowDb((target.withSession as unknown as (...a: unknown[]) => D1Database)(...args), delayMs);
      }
      if (key === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          await sleep(delayMs);
          // Hand D1 its own statement objects, not the proxies.
          return target.batch(statements.map(unwrap));
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A KV namespace whose every call rejects. */
export function failingKv(): KVNamespace {
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace;
}

/** A queue producer whose sends reject, or that records what it was given. */
export function recordingQueue(options: { fail?: boolean } = {}) {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => {
      if (options.fail) return fail();
      sent.push(body);
    },
    sendBatch: async (messages: { body: unknown }[]) => {
      if (options.fail) return fail();
      sent.push(...messages.map((message) => message.body));
    },
  } as unknown as Queue;
  return { queue, sent };
}

/** Text that betrays a stack trace or an internal error reaching the visitor. */
export function leaksInternals(body: string): boolean {
  return body.includes(INJECTED) || /\bat\s+\S+\s+\(.*:\d+:\d+\)/.test(body) || /D1_ERROR|SQLITE_/.test(body);
}

/** An in-memory KV (get as text or json, put, delete), so a test starts with an empty cache. */
export function memoryKv() {
  const store = new Map<string, string>();
  const kv = {
    get: async (key: string, type?: string | { type?: string }) => {
      const value = store.get(key);
      if (value === undefined) return null;
      const kind = typeof type === 'string' ? type : type?.type;
      return kind === 'json' ? JSON.parse(value) : value;
    },
    put: async (key: string, value: string) => {
      store.set(key, value);
    },
    delete: async (key: string) => {
      store.delete(key);
    },
    list: async () => ({ keys: [...store.keys()].map((name) => ({ name })), list_complete: true }),
  } as unknown as KVNamespace;
  return { kv, store };
}

/** Makes every data-cache entry look `ageMs` older, so it is stale but still served. */
export function ageEntries(store: Map<string, string>, ageMs: number): number {
  let aged = 0;
  for (const [key, value] of store) {
    if (!key.startsWith('gql:')) continue;
    const entry = JSON.parse(value) as { storedAt: number };
    store.set(key, JSON.stringify({ ...entry, storedAt: entry.storedAt - ageMs }));
    aged += 1;
  }
  return aged;
}
