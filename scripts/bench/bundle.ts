import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleWorker } from '../frozen-worker';
import { gzipBytes } from './page-weight';

/** The Worker as it would be uploaded, frozen in a temporary folder with a copy of its assets. */
export interface FrozenWorker {
  /** The bundled entry module. */
  entry: string;
  /** Copy of dist/client, so a rebuild during the run changes nothing. */
  assets: string;
  rawBytes: number;
  gzipBytes: number;
  files: string[];
}

/**
 * Bundles the Worker with `wrangler deploy --dry-run --outdir` and gzips every output module
 * (source maps excluded) for the bundle-size budget. The bench serves this frozen bundle, not
 * src/, so edits in the tree during a run neither restart the runtime nor change the figures.
 */
export async function workerBundle(cwd = process.cwd()): Promise<FrozenWorker> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'bench-bundle-'));
  const assets = await mkdtemp(path.join(tmpdir(), 'bench-assets-'));
  await cp(path.join(cwd, 'dist/client'), assets, { recursive: true });
  {
    bundleWorker(outdir, {}, cwd);
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
    const entry =
      files.find((name) => /^index\.m?js$/.test(name)) ?? files.find((name) => name.endsWith('.js'));
    if (!entry) throw new Error(`no entry module in ${outdir}`);
    return { entry: path.join(outdir, entry), assets, rawBytes: raw, gzipBytes: gzip, files };
  }
}
