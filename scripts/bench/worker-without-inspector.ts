/**
 * Serves a frozen Worker (a `frozenConfig` wrangler.toml) as `wrangler dev` does, but with no
 * DevTools inspector: what the bench's throughput runs are measured on. `wrangler dev` always
 * holds a DevTools session on the Worker to print its console, so each request's log line is
 * also serialised for that session inside the isolate; no deployed Worker pays that. The log
 * lines still reach this process's output, through the runtime's own.
 * Started by `startDevServer({ inspector: false })`; stops on SIGTERM or Ctrl-C.
 *
 * @example npx tsx scripts/bench/worker-without-inspector.ts --config /tmp/x/wrangler.toml --port 8818 --persist-to .wrangler/state
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string', default: '8818' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    var: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.config) throw new Error('--config is required');
const worker = await unstable_startWorker({
  config: values.config,
  bindings: Object.fromEntries(
    values.var.map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at), { type: 'plain_text' as const, value: pair.slice(at + 1) }];
    }),
  ),
  sendMetrics: false,
  dev: {
    server: { hostname: '127.0.0.1', port: Number(values.port) },
    inspector: false,
    persist: path.resolve(values['persist-to']),
    watch: false,
  },
});
await worker.ready;
console.log(`Ready on ${await worker.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void worker.dispose().then(() => process.exit(0)));
