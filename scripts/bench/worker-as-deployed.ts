/**
 * Serves a frozen Worker (a `frozenConfig` wrangler.toml) in one runtime process, as it runs once
 * deployed: what the bench's throughput runs are measured on. `wrangler dev` adds three costs no
 * deployed Worker pays, all on the machine's CPU beside the Worker's:
 * - a DevTools session on the Worker, for which each console line is serialised in the isolate;
 * - a second runtime in front of it (wrangler's proxy), which every request and its body cross;
 * - its own handling of each console line: it parses the runtime's output and source-maps every
 *   line, even at `--log-level none` (about 0.5 ms of CPU per request log line).
 * Here Miniflare runs the bundle as `npm start` does (scripts/serve-worker.ts: wrangler's own
 * reading of the config), on the given state, and the runtime's output is appended, unread, to `--log`: the
 * request log lines are still written by the Worker, as the platform ships them.
 * Started by `startDevServer({ asDeployed: true })`; stops on SIGTERM or Ctrl-C.
 *
 * @example npx tsx scripts/bench/worker-as-deployed.ts --config /tmp/x/wrangler.toml --port 8818 --persist-to .wrangler/state
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveWorker } from '../serve-worker';

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
const log = path.resolve(values.log ?? path.join(values['persist-to'], 'runtime.log'));
const file = createWriteStream(log, { flags: 'a' });
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(':');
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
const worker = await serveWorker({
  config: values.config,
  port: Number(values.port),
  persistTo: values['persist-to'],
  vars,
  log: (_level, message) => file.write(`${message}\n`),
});
console.log(`Ready on ${worker.url.href} (runtime output in ${log})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void worker.stop().then(() => process.exit(0)));
