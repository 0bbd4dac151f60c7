import { spawnSync } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Bundles the Worker as `wrangler deploy` would upload it (`--dry-run --outdir`), so it can be
 * served with `no_bundle`: no esbuild watcher runs beside the server. Under a crawl, wrangler's
 * watcher rebuilt on unrelated changes in the project folder and its esbuild service died of a
 * deadlock, taking the whole server down.
 * @example const entry = bundleWorker('.wrangler/serve', { 'process.env.NODE_ENV': '"production"' });
 */
export function bundleWorker(
  outdir: string,
  defines: Record<string, string> = {},
  cwd = process.cwd(),
): string {
  // `--env=`: the top-level (local) configuration, said so, as the config also holds environments.
  const args = ['wrangler', 'deploy', '--dry-run', '--env=', '--outdir', outdir];
  for (const [name, value] of Object.entries(defines)) args.push('--define', `${name}:${value}`);
  const run = spawnSync('npx', args, {
    encoding: 'utf8',
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed: ${run.stderr || run.stdout}`);
  return path.resolve(cwd, outdir, 'index.js');
}

/**
 * Writes a wrangler.toml beside a bundled `entry` that serves it as it is (`no_bundle`), with the
 * project's bindings, migrations and assets (or `assets`, a frozen copy). Returns its path.
 * Wrangler resolves the default state folder against the config's folder: pass `--persist-to`.
 */
export async function frozenConfig(entry: string, assets?: string, cwd = process.cwd()): Promise<string> {
  let toml = await readFile(path.join(cwd, 'wrangler.toml'), 'utf8');
  toml = toml.replace(/^main\s*=.*$/m, `main = ${JSON.stringify(entry)}\nno_bundle = true`);
  toml = toml.replace(
    /^migrations_dir\s*=\s*"([^"]+)"/gm,
    (_, dir: string) => `migrations_dir = ${JSON.stringify(path.resolve(cwd, dir))}`,
  );
  toml = toml.replace(
    /^directory\s*=\s*"([^"]+)"/m,
    (_, dir: string) => `directory = ${JSON.stringify(assets ?? path.resolve(cwd, dir))}`,
  );
  const file = path.join(path.dirname(entry), 'wrangler.toml');
  // Two servers of one bundle share this file, and a running `wrangler dev` watches it: rewritten
  // in place it was read half-written, and the server exited ("Missing entry-point"). Written only
  // when it changes, and whole (a rename), a second server leaves the first untouched.
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== toml) {
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, toml);
    await rename(partial, file);
  }
  return file;
}
