/**
 * The platform's limits a bundle must meet before it is uploaded, measured offline: its size
 * gzipped (the Free plan takes 3 MiB, the design's budget is 1 MB) and its startup time (the
 * platform's limit is 1 s, the design's budget 400 ms), from `wrangler check startup`'s CPU
 * profile of the Worker's start on this machine.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Finding } from './target';

export const FREE_PLAN_GZIP_BYTES = 3 * 1024 * 1024;
export const BUDGET_GZIP_BYTES = 1_000_000;
export const STARTUP_LIMIT_MS = 1000;
export const STARTUP_BUDGET_MS = 400;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The size finding of a bundle of `gzipBytes` gzipped. */
export function bundleFinding(gzipBytes: number): Finding {
  const text = `bundle ${kib(gzipBytes)} gzip (Free plan limit ${kib(FREE_PLAN_GZIP_BYTES)}, budget 1 MB)`;
  if (gzipBytes > FREE_PLAN_GZIP_BYTES) return { level: 'error', text };
  return { level: gzipBytes > BUDGET_GZIP_BYTES ? 'warn' : 'ok', text };
}

/** The startup finding of a start of `ms` milliseconds. */
export function startupFinding(ms: number): Finding {
  const text = `startup ${ms.toFixed(0)} ms on this machine (limit ${STARTUP_LIMIT_MS} ms, budget ${STARTUP_BUDGET_MS} ms)`;
  if (ms > STARTUP_LIMIT_MS) return { level: 'error', text };
  return { level: ms > STARTUP_BUDGET_MS ? 'warn' : 'ok', text };
}

const run = (args: string[]) =>
  spawnSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    // No banner: it asks the npm registry for a newer wrangler, and a dry run stays offline.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CI: 'true' },
    timeout: 300_000,
  });

/** Bundles the Worker of `env` as `wrangler deploy` uploads it; the gzipped bytes of its modules. */
export async function bundleSize(env: string, outdir: string): Promise<number> {
  const bundle = run(['deploy', '--dry-run', '--env', env, '--outdir', outdir]);
  if (bundle.status !== 0)
    throw new Error(`wrangler deploy --dry-run failed:\n${bundle.stderr || bundle.stdout}`);
  let gzip = 0;
  for (const name of await readdir(outdir, { recursive: true })) {
    if (name.endsWith('.map') || !/\.(m?js|wasm|bin|txt|html|json)$/.test(name)) continue;
    gzip += gzipSync(await readFile(path.join(outdir, name))).byteLength;
  }
  return gzip;
}

/** The span of a V8 CPU profile of the start, in milliseconds. */
export function profileMs(profile: { startTime: number; endTime: number }): number {
  return (profile.endTime - profile.startTime) / 1000;
}

/** Profiles the start of the Worker of `env` with `wrangler check startup`; its duration in ms. */
export async function startupMs(env: string, outfile: string): Promise<number> {
  const check = run(['check', 'startup', '--env', env, '--outfile', outfile]);
  if (check.status !== 0) throw new Error(`wrangler check startup failed:\n${check.stderr || check.stdout}`);
  return profileMs(JSON.parse(await readFile(outfile, 'utf8')));
}
