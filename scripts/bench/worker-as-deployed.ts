/**
 * Serves a frozen Worker (a `frozenConfig` wrangler.toml) in one runtime process, as it runs once
 * deployed: what the bench's throughput runs are measured on. `wrangler dev` adds three costs no
 * deployed Worker pays, all on the machine's CPU beside the Worker's:
 * - a DevTools session on the Worker, for which each console line is serialised in the isolate;
 * - a second runtime in front of it (wrangler's proxy), which every request and its body cross;
 * - its own handling of each console line: it parses the runtime's output and source-maps every
 *   line, even at `--log-level none` (about 0.5 ms of CPU per request log line).
 * Here Miniflare runs the bundle with wrangler's own reading of the config (bindings, assets,
 * vars), on the given state, and the runtime's output is appended, unread, to `--log`: the
 * request log lines are still written by the Worker, as the platform ships them.
 * Started by `startDevServer({ asDeployed: true })`; stops on SIGTERM or Ctrl-C.
 *
 * @example npx tsx scripts/bench/worker-as-deployed.ts --config /tmp/x/wrangler.toml --port 8818 --persist-to .wrangler/state
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string', default: '8818' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    var: { type: 'string', multiple: true, default: [] },
    log: { type: 'string' },
  },
});
if (!values.config) throw new Error('--config is required');
const config = path.resolve(values.config);
const wrangler = unstable_readConfig({ config });
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(wrangler);
if (!main) throw new Error(`${config} names no entry`);
const entry = path.resolve(path.dirname(config), main);
// wrangler keeps each binding's local data in its own folder under <persist-to>/v3.
const state = path.join(path.resolve(values['persist-to']), 'v3');
const log = path.resolve(values.log ?? path.join(values['persist-to'], 'runtime.log'));
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(':');
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const mf = new Miniflare({
  ...workerOptions,
  name: wrangler.name,
  modules: true,
  scriptPath: entry,
  modulesRoot: path.dirname(entry),
  bindings: { ...workerOptions.bindings, ...vars },
  host: '127.0.0.1',
  port: Number(values.port),
  d1Persist: path.join(state, 'd1'),
  kvPersist: path.join(state, 'kv'),
  r2Persist: path.join(state, 'r2'),
  cachePersist: path.join(state, 'cache'),
  handleRuntimeStdio(stdout: Readable, stderr: Readable) {
    const file = createWriteStream(log, { flags: 'a' });
    stdout.pipe(file);
    stderr.pipe(file);
  },
} as MiniflareOptions);
const url = await mf.ready;
console.log(`Ready on ${url.href} (runtime output in ${log})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void mf.dispose().then(() => process.exit(0)));
