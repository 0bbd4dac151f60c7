/**
 * CPU time of the Worker's isolate per request, read from the V8 CPU profiler that `wrangler dev`
 * exposes on its inspector port. One profile per request: its non-idle samples are the time the
 * isolate's thread spent running the request (JavaScript, the runtime's native calls, garbage
 * collection), which is what the platform bills as CPU time. The local D1, KV and HTTP proxy run
 * elsewhere, so unlike the process figure this one excludes them.
 *
 * The runtime takes no sample while the isolate waits for I/O, and the first sample after a wait
 * carries the whole wait as its time delta: summing deltas counted a cached page's 10 ms wait for
 * the cache as 10 ms of CPU (the sum exceeded the CPU of the whole process, which also runs the
 * local D1, KV and cache). Each sample therefore counts for at most two sampling intervals
 * (`busyMicros`), at a 200 µs interval by default (`BENCH_SAMPLING_US`).
 */
import WebSocket from 'ws';
import { median, timedGet } from './measure';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A DevTools protocol session on the Worker's isolate. */
export class Inspector {
  private next = 0;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown };
      const resolve = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!resolve || message.id === undefined) return;
      this.pending.delete(message.id);
      resolve(message.result ?? message.error);
    });
  }

  static async open(port: number): Promise<Inspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${port}`);
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Inspector(socket);
  }

  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve) => {
      this.pending.set(id, resolve as (result: unknown) => void);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close() {
    this.socket.close();
  }
}

/** The sampling interval of every profile (µs). */
export const SAMPLING_US = Number(process.env.BENCH_SAMPLING_US ?? 200);

/**
 * Microseconds of a profile spent outside the idle node. A sample's delta is the time since the
 * previous sample; one longer than two intervals spans a wait in which nothing was sampled, so it
 * counts for two intervals at most.
 */
export function busyMicros(profile: Profile, intervalMicros = SAMPLING_US): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  let busy = 0;
  profile.samples.forEach((node, index) => {
    if (!idle.has(node)) busy += Math.min(profile.timeDeltas[index] ?? 0, 2 * intervalMicros);
  });
  return busy;
}

/** Busy ms of one profile around `work` (plus a pause, so work after the answer is counted). */
async function profiled(inspector: Inspector, work: () => Promise<unknown>): Promise<number> {
  await inspector.send('Profiler.start');
  await work();
  await new Promise((resolve) => setTimeout(resolve, 30));
  const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
  return busyMicros(profile) / 1000;
}

/** One DevTools session per inspector port, reused by every measurement (the runtime's
 * inspector serves one client at a time: a session opened while the last one is still closing
 * was refused, and that page's figure went missing). */
const sessions = new Map<number, Promise<Inspector>>();

function session(port: number): Promise<Inspector> {
  let open = sessions.get(port);
  if (!open) {
    open = Inspector.open(port).then(async (inspector) => {
      await inspector.send('Profiler.enable');
      await inspector.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
      return inspector;
    });
    sessions.set(port, open);
    open.catch(() => sessions.delete(port));
  }
  return open;
}

/** Closes the session on `port`, if one is open (the server is about to stop). */
export async function closeSession(port: number): Promise<void> {
  const open = sessions.get(port);
  sessions.delete(port);
  if (open) (await open.catch(() => undefined))?.close();
}

/**
 * Median and mean isolate CPU ms of `count` sequential GETs of `url` (after one unmeasured GET).
 * Each request is profiled alone. Null, with a warning, when the inspector cannot be reached.
 */
export async function isolateCpu(
  inspectorPort: number,
  url: string,
  count: number,
  headers: Record<string, string> = {},
  keepFigures = false,
): Promise<{ median: number; mean: number; figures?: number[] } | null> {
  let inspector: Inspector;
  try {
    inspector = await session(inspectorPort);
  } catch (error) {
    console.warn(`bench: no CPU figure for ${url}: inspector on port ${inspectorPort}: ${String(error)}`);
    return null;
  }
  await timedGet(url, headers);
  const figures: number[] = [];
  for (let i = 0; i < count; i += 1) {
    figures.push(await profiled(inspector, () => timedGet(url, headers)));
  }
  const mean = figures.reduce((sum, value) => sum + value, 0) / figures.length;
  return { median: median(figures), mean, ...(keepFigures ? { figures } : {}) };
}
