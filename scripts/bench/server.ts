import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { frozenConfig } from '../frozen-worker';
import { adoptLocalStateOf } from '../local-state';
import { closeSession } from './isolate-cpu';

/** A local runtime the bench started (`wrangler dev`, or the Worker alone as deployed), with its log lines and processes. */
export interface DevServer {
  base: string;
  /** The DevTools inspector port of the Worker's isolate (the CPU profiler's); 0 when it has none. */
  inspectorPort: number;
  /** Every stdout/stderr line so far (under `wrangler dev`, the Worker's JSON request log lines among them). */
  lines: string[];
  /** pid of the workerd that runs the Worker's code (not the proxy in front of it). */
  runtimePid(): Promise<number | undefined>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Parent pid and command line of every process, read from /proc. */
async function processTable(): Promise<{ pid: number; ppid: number; cmd: string }[]> {
  const table: { pid: number; ppid: number; cmd: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The command name sits in parentheses and may hold spaces: read fields after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      table.push({ pid: Number(entry), ppid, cmd });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** Pids of every process below `root`. */
export async function descendants(root: number): Promise<{ pid: number; cmd: string }[]> {
  const table = await processTable();
  const found: { pid: number; cmd: string }[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const row of table) {
      if (row.ppid === parent) {
        found.push({ pid: row.pid, cmd: row.cmd });
        queue.push(row.pid);
      }
    }
  }
  return found;
}

/** Polls `url` until it answers with any status below 500, or fails after `timeoutMs`. */
export async function waitReady(url: string, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await sleep(500);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}

/**
 * Starts the Worker (or a frozen bundle of it) with `wrangler dev` on loopback (local D1/KV/R2 from `persistTo`, the
 * default state when unset) and waits until it answers.
 * @example const server = await startDevServer({ port: 8808 }); ...; await server.stop();
 */
export async function startDevServer(options: {
  port: number;
  persistTo?: string;
  /** A bundled entry (served with --no-bundle) instead of src/index.ts. */
  entry?: string;
  assets?: string;
  /** Plain vars overriding wrangler.toml's (`--var NAME:VALUE`). */
  vars?: Record<string, string>;
  /** The checkout whose wrangler.toml and migrations are served (default: this one). */
  cwd?: string;
  /** wrangler's `--log-level` (default: wrangler's own, which prints every request and log line). */
  logLevel?: 'debug' | 'info' | 'log' | 'warn' | 'error' | 'none';
  /**
   * The Worker alone in one runtime, as deployed (`worker-as-deployed.ts`; needs `entry`) instead
   * of `wrangler dev`: no DevTools inspector, no proxy in front of it, its console lines written
   * unread to a file (so `lines` holds none of them). What throughput is measured on: `wrangler
   * dev`'s session, proxy and printing of each line cost the machine more CPU per request than
   * the Worker's own answer to a warm page.
   */
  asDeployed?: boolean;
}): Promise<DevServer> {
  const config = options.entry ? await frozenConfig(options.entry, options.assets, options.cwd) : undefined;
  // Absolute: wrangler resolves the state folder against the config file's folder.
  const persistTo = path.resolve(options.persistTo ?? '.wrangler/state');
  // A state filed under the local names of another version of the config is renamed to this one's.
  adoptLocalStateOf(persistTo, config ?? path.join(options.cwd ?? process.cwd(), 'wrangler.toml'));
  const vars = Object.entries(options.vars ?? {}).map(([name, value]) => `${name}:${value}`);
  const withInspector = !options.asDeployed;
  if (options.asDeployed && !config)
    throw new Error('the Worker alone as deployed is served from a frozen entry only');
  const args = withInspector
    ? devArgs(options.port, persistTo, config, vars, options.logLevel)
    : [
        'tsx',
        path.join(import.meta.dirname, 'worker-as-deployed.ts'),
        '--config',
        config!,
        '--port',
        String(options.port),
        '--persist-to',
        persistTo,
        ...vars.flatMap((pair) => ['--var', pair]),
      ];
  const child: ChildProcess = spawn('npx', args, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    detached: true,
  });
  const lines: string[] = [];
  let exited = false;
  let stopping = false;
  child.on('exit', (code, signal) => {
    exited = true;
    // A server that dies mid-run otherwise shows only as the next request's ECONNREFUSED.
    if (!stopping)
      console.error(
        `bench: the server on port ${options.port} exited (${code ?? signal}); its last lines:\n${lines.slice(-20).join('\n')}`,
      );
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      // Keep memory bounded under load: old lines are of no use once read.
      if (lines.length > 200_000) lines.splice(0, 100_000);
    });
  }
  const base = `http://127.0.0.1:${options.port}`;
  async function stop() {
    stopping = true;
    if (withInspector) await closeSession(options.port + 1000);
    if (exited || child.pid === undefined) return;
    // The group holds npx, wrangler, esbuild and both workerd processes.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let waited = 0; waited < 5000 && !exited; waited += 100) await sleep(100);
    if (!exited) process.kill(-child.pid, 'SIGKILL');
  }
  try {
    // wrangler keeps running after a failed build (it waits for a fix): stop at once instead.
    await waitReady(
      `${base}/robots.txt`,
      120_000,
      () => !exited && !lines.some((line) => line.includes('Build failed')),
    );
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${lines.slice(-20).join('\n')}`);
  }
  return {
    base,
    inspectorPort: withInspector ? options.port + 1000 : 0,
    lines,
    stop,
    async runtimePid() {
      if (child.pid === undefined) return undefined;
      const workerd = (await descendants(child.pid)).filter((row) => /\bworkerd serve\b/.test(row.cmd));
      // wrangler runs two workerd: the proxy bound to our port, and the runtime of the Worker.
      const runtime = workerd.find((row) => !row.cmd.includes(`127.0.0.1:${options.port} `));
      return (runtime ?? workerd[0])?.pid;
    },
  };
}

/** `wrangler dev`'s arguments: loopback, no interactive session, the inspector on port + 1000. */
function devArgs(
  port: number,
  persistTo: string,
  config: string | undefined,
  vars: string[],
  logLevel: string | undefined,
): string[] {
  return [
    'wrangler',
    'dev',
    ...(config ? ['--config', config] : []),
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(port + 1000),
    '--persist-to',
    persistTo,
    ...vars.flatMap((pair) => ['--var', pair]),
    ...(logLevel ? ['--log-level', logLevel] : []),
  ];
}

/** user + system CPU time of a process in milliseconds (all threads), from /proc/<pid>/stat. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5) (utime, stime) are at 11 and 12 after the command name, in ticks.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / clockTicks;
}

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const clockTicks = 100;
