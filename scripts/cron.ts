/**
 * `npm run cron`: runs the Worker's cron trigger once, now (or at `--time`), on the local state
 * `npm start` serves (PERSIST_DIR, else .wrangler/state), as the platform runs it at 00:05 UTC:
 * the rankings of the periods that just closed are frozen and the cached pages showing them are
 * dropped. A running `npm start` sees the change within seconds; it also runs the trigger itself
 * at its times.
 * @example npm run cron -- --time 2026-12-01T00:05:00Z
 */
import { parseArgs } from 'node:util';
import { bundleWorker, frozenConfig } from './frozen-worker';
import { serveWorker } from './serve-worker';

const { values } = parseArgs({ options: { time: { type: 'string' }, cron: { type: 'string' } } });
const time = values.time ? new Date(values.time) : new Date();
if (Number.isNaN(time.getTime())) throw new Error(`--time ${values.time} is not a date`);
const entry = bundleWorker('.wrangler/serve/cron', { 'process.env.NODE_ENV': '"production"' });
const worker = await serveWorker({
  config: await frozenConfig(entry),
  port: 0,
  persistTo: process.env.PERSIST_DIR ?? '.wrangler/state',
  log: (level, message) =>
    level === 'error' || level === 'warn' ? console.error(message) : console.log(message),
});
const cron = values.cron ?? worker.crons[0];
if (!cron) throw new Error('the config names no cron trigger');
const outcome = await worker.scheduled(cron, time);
await worker.stop();
console.log(`cron trigger "${cron}" at ${time.toISOString()}: ${outcome}`);
process.exit(outcome === 'ok' ? 0 : 1);
