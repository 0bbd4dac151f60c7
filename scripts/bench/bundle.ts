import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipBytes } from './page-weight';

/**
 * Size of the Worker as it would be uploaded: `wrangler deploy --dry-run --outdir`, then every
 * output module (source maps excluded) gzipped. Startup is the time of a first request on a fresh
 * isolate, measured separately by the caller.
 */
export async function workerBundle(): Promise<{ rawBytes: number; gzipBytes: number; files: string[] }> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'bench-bundle-'));
  try {
    const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      timeout: 180_000,
    });
    if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed: ${run.stderr || run.stdout}`);
    const files = (await readdir(outdir, { recursive: true })).filter(
      (name) => !name.endsWith('.map') && /\.(m?js|wasm|bin|txt|html|json)$/.test(name),
    );
    let raw = 0;
    let gzip = 0;
    for (const name of files) {
      const body = await readFile(path.join(outdir, name));
      raw += body.byteLength;
      gzip += gzipBytes(body);
    }
    return { rawBytes: raw, gzipBytes: gzip, files };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
