/**
 * `npm start`: build, migrate and seed local D1 / R2 (once, idempotently), then serve the Worker
 * on http://localhost:$PORT (8787 by default) with local D1, KV, R2, Images and Queues.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundleWorker, frozenConfig } from './frozen-worker';
import { quietInspector } from './quiet-inspector';

const port = process.env.PORT ?? '8787';
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
const inspectorPort = Number(port) + 1000;
// wrangler's own output, with the noise a first start shows filtered out: with no network it
// cannot fetch the `Request.cf` placeholder and prints a stack trace for it (harmless: a default
// is used), and it does not say which address to open.
const wrangler = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--config',
    config,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(inspectorPort),
    // The local D1 / R2 state db:setup filled (PERSIST_DIR keeps it outside .wrangler/state);
    // absolute, as wrangler resolves it against the config file's folder.
    '--persist-to',
    path.resolve(process.env.PERSIST_DIR ?? '.wrangler/state'),
  ],
  { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
const filter = quietFilter(`http://localhost:${port}`);
wrangler.stdout.on('data', (chunk: Buffer) => filter(chunk, process.stdout));
wrangler.stderr.on('data', (chunk: Buffer) => filter(chunk, process.stderr));
wrangler.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
quietInspector(inspectorPort);

/**
 * Passes wrangler's output through, line by line, without the `Request.cf` warning and the stack
 * trace that follows it, nor the local cron note; prints the address to open once the server is
 * ready.
 */
export function quietFilter(url: string) {
  let skippingStack = false;
  let skippingCronNote = false;
  return (chunk: Buffer, out: NodeJS.WritableStream) => {
    for (const line of chunk.toString().split(/(?<=\n)/)) {
      if (line.includes('Unable to fetch the `Request.cf` object')) {
        skippingStack = true;
        continue;
      }
      if (skippingStack && (/^\s*at /.test(line) || /^Error: getaddrinfo/.test(line) || line.trim() === ''))
        continue;
      skippingStack = false;
      // The cron note is a warning box with a link; locally the snapshots are computed on demand.
      if (line.includes('Scheduled Workers are not automatically triggered')) skippingCronNote = true;
      if (skippingCronNote) {
        if (line.includes('cron-triggers')) skippingCronNote = false;
        continue;
      }
      out.write(line);
      if (line.includes('Ready on http')) out.write(`\n  Trustboard is ready: open ${url}\n\n`);
    }
  };
}
