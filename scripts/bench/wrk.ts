import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one wrk run measured. */
export interface WrkResult {
  url: string;
  requests: number;
  rps: number;
  latencyMs: { avg: number; p50: number; p99: number };
  /** Responses with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  errors: number;
  /** connect, read, write and timeout errors. */
  socketErrors: number;
}

export interface WrkOptions {
  threads?: number;
  connections?: number;
  durationS?: number;
  headers?: Record<string, string>;
  /** Paths cycled through by the Lua script instead of the URL's own path. */
  paths?: string[];
}

/** Fails with a clear message when wrk is not installed (Debian package `wrk`). */
export function requireWrk(): void {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    throw new Error(
      'wrk is not installed: `apt-get install wrk` (Debian package), then run the bench again.',
    );
  }
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** Parses wrk's text report (run with --latency). */
export function parseWrk(url: string, output: string): WrkResult {
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const avg = toMs(/Latency\s+(\S+)/.exec(output)?.[1] ?? '');
  const p50 = toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, part) => sum + Number(part), 0) : 0;
  return { url, requests, rps, latencyMs: { avg, p50, p99 }, errors, socketErrors };
}

const MIX_SCRIPT = `
local paths = {}
local counter = 0
function init(args)
  for i, p in ipairs(args) do paths[i] = p end
end
function request()
  counter = counter + 1
  return wrk.format(nil, paths[(counter % #paths) + 1])
end
`;

/**
 * Runs wrk against a URL (bounded: threads, connections, seconds) and parses its report.
 * @example await runWrk('http://127.0.0.1:8808/', { connections: 16, durationS: 10 })
 */
export function runWrk(url: string, options: WrkOptions = {}): WrkResult {
  const args = [
    `-t${options.threads ?? 2}`,
    `-c${options.connections ?? 16}`,
    `-d${options.durationS ?? 10}s`,
    '--timeout',
    '10s',
    '--latency',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (options.paths?.length) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
    const script = path.join(dir, 'mix.lua');
    writeFileSync(script, MIX_SCRIPT);
    args.push('-s', script, url, '--', ...options.paths);
  } else {
    args.push(url);
  }
  const run = spawnSync('wrk', args, { encoding: 'utf8', timeout: ((options.durationS ?? 10) + 30) * 1000 });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  return parseWrk(url, run.stdout);
}
