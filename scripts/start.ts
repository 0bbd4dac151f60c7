/**
 * `npm start`: build, migrate and seed local D1 / R2 (once, idempotently), then serve the Worker
 * on http://localhost:$PORT (8787 by default) with local D1, KV, R2, Images and Queues.
 */
import { spawn } from 'node:child_process';

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
await run('npx', [
  'wrangler',
  'dev',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--show-interactive-dev-session=false',
  // React's production build, as deployed: its development build renders pages several times
  // slower. NODE_ENV=development keeps its warnings.
  '--define',
  `process.env.NODE_ENV:${JSON.stringify(process.env.NODE_ENV === 'development' ? 'development' : 'production')}`,
  // PERSIST_DIR (also read by db-setup) keeps the local D1 / R2 state outside .wrangler/state.
  ...(process.env.PERSIST_DIR ? ['--persist-to', process.env.PERSIST_DIR] : []),
]);
