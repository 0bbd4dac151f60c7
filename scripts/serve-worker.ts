import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { serveFront } from './front';
import { clientLeft } from './workerd-log';

/** A Worker served by one local runtime (workerd), started by {@link serveWorker}. */
export interface ServedWorker {
  url: URL;
  /** pid of the runtime process (workerd), for its memory and CPU; undefined if it could not be found. */
  runtimePid: number | undefined;
  /** Resolves when the runtime process ends, whoever ended it. */
  exited: Promise<void>;
  /** The config's cron expressions (`[triggers] crons`). */
  crons: string[];
  /** Runs the Worker's cron trigger now, as the platform would at `time`; resolves to its outcome ('ok' or why not). */
  scheduled(cron: string, time?: Date): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Serves a bundled Worker (a `frozenConfig` wrangler.toml) as it runs once deployed, in one
 * runtime process: wrangler's own reading of the config gives the bindings (D1, KV, R2, Images,
 * Queues with their consumer and dead-letter queue, vars), the static assets with `_headers`, and
 * Miniflare serves them with the local state under `persistTo` (wrangler dev's layout:
 * `<persistTo>/v3/<binding kind>`, where `db:setup` writes). Visitors reach it on `port` through
 * a thin HTTP front in this process (scripts/front.ts), as a deployed Worker sits behind the
 * platform's edge: it refuses a Host that names no host (workerd answers 500 before any Worker
 * code runs) and keeps visitors' idle connections open past workerd's silent 5 s. Nothing else sits
 * in front of the Worker: no proxy runtime, no DevTools inspector (each console line would be
 * serialised for it), no file watcher. `scheduled` runs the cron trigger (Miniflare's `/cdn-cgi/handler/scheduled` reaches the
 * assets router in front of the Worker, which has no cron handler, and would be open to visitors).
 * Each line the runtime writes (the Worker's console lines, its uncaught exceptions) goes to `log`
 * with its level.
 * @example const worker = await serveWorker({ config, port: 8787, persistTo: '.wrangler/state', log: (level, line) => console.log(line) });
 */
export async function serveWorker(options: {
  config: string;
  port: number;
  persistTo: string;
  /** Values overriding the config's vars (`[vars]`). */
  vars?: Record<string, string>;
  /** Where a var of the config set to a value overrides it too (npm start: the environment). */
  varsFrom?: Record<string, string | undefined>;
  /** Headers the front adds to every answer. */
  answerHeaders?: Record<string, string>;
  log: (level: string, message: string) => void;
}): Promise<ServedWorker> {
  const config = path.resolve(options.config);
  const wrangler = unstable_readConfig({ config });
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(wrangler);
  if (!main) throw new Error(`${config} names no entry`);
  const entry = path.resolve(path.dirname(config), main);
  const mf = new Miniflare({
    ...workerOptions,
    name: wrangler.name,
    modules: true,
    scriptPath: entry,
    modulesRoot: path.dirname(entry),
    bindings: {
      ...workerOptions.bindings,
      ...fromEnvironment(wrangler.vars, options.varsFrom),
      ...options.vars,
    },
    // The runtime listens on a free loopback port of its own; the front answers on `port`.
    host: '127.0.0.1',
    port: 0,
    defaultPersistRoot: path.join(path.resolve(options.persistTo), 'v3'),
    // The platform's placeholder `request.cf`: fetching the real one needs the network.
    cf: false,
    // The Worker writes its own request log line; Miniflare's would cost a call to Node per request.
    logRequests: false,
    // workerd's structured logs: console lines and uncaught exceptions (of the cron and queue
    // handlers too) with their level, its own internal notes left out by Miniflare.
    structuredWorkerdLogs: true,
    // Miniflare checks that the handler returns nothing: a stray return value stops the server.
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
      // A visitor who leaves while a page still streams (a click before its end, a crawler
      // stopped) makes the runtime's next write fail: its request is logged already.
      if (clientLeft(message)) return;
      options.log(level, message);
    },
  } as MiniflareOptions);
  const runtimeUrl = await mf.ready;
  const front = await serveFront({
    host: '127.0.0.1',
    port: options.port,
    upstream: runtimeUrl,
    answerHeaders: options.answerHeaders,
    log: options.log,
  }).catch(async (error: unknown) => {
    await mf.dispose();
    throw error;
  });
  const url = front.url;
  const runtimePid = await childRuntime();
  let exitedResolve: () => void = () => {};
  const exited = new Promise<void>((resolve) => {
    exitedResolve = resolve;
  });
  if (runtimePid !== undefined) {
    const timer = setInterval(() => {
      try {
        process.kill(runtimePid, 0);
      } catch {
        clearInterval(timer);
        exitedResolve();
      }
    }, 1000);
    timer.unref();
  }
  return {
    url,
    runtimePid,
    exited,
    crons: wrangler.triggers.crons ?? [],
    async scheduled(cron, time = new Date()) {
      const worker = await mf.getWorker();
      const result = await worker.scheduled({ cron, scheduledTime: time });
      return result.outcome;
    },
    async stop() {
      await front.close();
      await mf.dispose();
      exitedResolve();
    },
  };
}

/** The config's vars that `source` sets (a name of `[vars]` with a value). */
function fromEnvironment(vars: Record<string, unknown>, source: Record<string, string | undefined> = {}) {
  return Object.fromEntries(
    Object.keys(vars).flatMap((name) => {
      const value = source[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** The workerd process this Node process started (Miniflare keeps its handle private). */
async function childRuntime(): Promise<number | undefined> {
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const cmd = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes('workerd') && cmd.includes('serve')) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}
