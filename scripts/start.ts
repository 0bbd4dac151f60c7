/**
 * `npm start`: build, migrate and seed local D1 / R2 (once, idempotently), then serve the Worker
 * on http://localhost:$PORT (8787 by default) as it is deployed: the bundle `wrangler deploy`
 * uploads, in one local runtime (Miniflare's API, see scripts/serve-worker.ts) with local D1, KV,
 * R2, Images, Queues (producer, consumer and dead-letter queue), the static assets with their
 * `_headers`, and the state `db:setup` filled (PERSIST_DIR, else .wrangler/state). The Worker's
 * log lines are printed as they come. `npx wrangler dev` serves the sources with live reload.
 * The cron trigger runs at the times the config gives (as deployed, in UTC), and on demand with
 * `npm run cron`.
 */
import { spawn } from 'node:child_process';
import { Cron } from 'croner';
import { bundleWorker, frozenConfig } from './frozen-worker';
import { serveWorker } from './serve-worker';

const port = Number(process.env.PORT ?? '8787');
const run = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });

await run('npm', ['run', '--silent', 'build']);
await run('npm', ['run', '--silent', 'db:setup']);
// The Worker as deployed, bundled once and served as it is: React's production build (its
// development build renders pages several times slower; NODE_ENV=development keeps its warnings),
// and no esbuild watcher beside the server, whose rebuilds under load could bring it down.
const nodeEnv = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const entry = bundleWorker(`.wrangler/serve/${port}`, { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) });
const config = await frozenConfig(entry);
const worker = await serveWorker({
  config,
  port,
  persistTo: process.env.PERSIST_DIR ?? '.wrangler/state',
  // A var of wrangler.toml set in the environment overrides it (PRODUCTION_HOST=127.0.0.1:8787
  // makes this host indexable, for a crawler that keeps to robots rules).
  varsFrom: process.env,
  // LINKCHECKER_UNTHROTTLED=1: answers say `LinkChecker`, the header by which a site lets LinkChecker
  // check it faster than 10 requests a second (its --threads then mean what they say).
  answerHeaders: process.env.LINKCHECKER_UNTHROTTLED === '1' ? { LinkChecker: 'unthrottled' } : undefined,
  log: (level, message) =>
    level === 'error' || level === 'warn' ? console.error(message) : console.log(message),
});
for (const cron of worker.crons)
  new Cron(cron, { timezone: 'UTC' }, async (job: Cron) => {
    const outcome = await worker.scheduled(cron, job.currentRun() ?? new Date()).catch(String);
    console.log(
      JSON.stringify({ level: outcome === 'ok' ? 'info' : 'error', message: 'cron trigger', cron, outcome }),
    );
  });
console.log(`Ready on ${worker.url.href}\n\n  Trustboard is ready: open http://localhost:${port}\n`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    void worker.stop().then(() => process.exit(0));
  });
await worker.exited;
if (!stopping) {
  console.error('The local runtime (workerd) has stopped: start the server again with npm start.');
  process.exit(1);
}
