/**
 * Serves the Worker as the bench does (bundled as deployed, `wrangler dev` on loopback) and keeps
 * its inspector for `profile-page.ts` (`npm start` has no inspector: it serves the bundle through
 * Miniflare's API alone).
 * `http://localhost:PORT` is its production host (Lighthouse), `http://127.0.0.1:PORT` is not.
 * Stops on Ctrl-C.
 *
 * Not a server to crawl: with no DevTools session on it, wrangler's inspector proxy buffers every
 * console event (cloudflare/workers-sdk#14191) and its runtime ran out of heap after 60,442
 * requests of `npm run crawl`. Crawl `npm start`, which has no inspector nor proxy.
 *
 * @example npx tsx scripts/bench/serve.ts --port 8818 &  npx tsx scripts/bench/profile-page.ts --base http://127.0.0.1:8818 --inspector 9818
 */
import { parseArgs } from 'node:util';
import { workerBundle } from './bundle';
import { startDevServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8818' },
    'persist-to': { type: 'string' },
    'log-level': { type: 'string' },
  },
});
const frozen = await workerBundle();
const server = await startDevServer({
  port: Number(values.port),
  entry: frozen.entry,
  assets: frozen.assets,
  persistTo: values['persist-to'],
  logLevel: values['log-level'] as Parameters<typeof startDevServer>[0]['logLevel'],
  // As the bench does: localhost plays the production host (for Lighthouse), 127.0.0.1 does not
  // (where the cache bypass of profile-page.ts works).
  vars: { PRODUCTION_HOST: `localhost:${values.port}` },
});
console.log(
  `serving ${server.base}, inspector on port ${server.inspectorPort}, source map ${frozen.entry}.map`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
