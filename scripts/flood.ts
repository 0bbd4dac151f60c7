/**
 * `npm run flood`: bursts of parallel requests against a running server, as a crawler that opens
 * every connection at once sends them: each round `--burst` GETs on as many new connections, then
 * a pause of 4-5 s, for `--rounds` rounds or `--seconds`, whichever ends first. Then it asserts
 * what a server must do under a flood: it never stops answering, never answers 5xx but a 503 with
 * `Retry-After` (refused for overload), and answers the first path normally again within
 * `--recover` seconds. With `--pid` (npm start's), it also reports the peak memory (RSS) of that
 * process and everything it started. Loopback only. Exits non-zero on a failure.
 * @example npm run flood -- --base http://127.0.0.1:8787 --rounds 30 --pid 1234
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { descendants } from './bench/server';
import { treeRssMb } from './rss';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8787' },
    path: { type: 'string', multiple: true, default: ['/'] },
    burst: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '300' },
    recover: { type: 'string', default: '30' },
    pid: { type: 'string' },
  },
});
const base = new URL(values.base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
  throw new Error('--base must be a loopback address');
const burst = Number(values.burst);
const rounds = Number(values.rounds);
const until = Date.now() + Number(values.seconds) * 1000;
const paths = values.path;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
  error?: string;
}

/** One GET on a connection of its own (no keep-alive), as each of curl's processes opens one. */
function get(path: string, timeoutMs = 60_000): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get(new URL(path, base), { agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < 2000) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body: Buffer.concat(chunks).toString('utf8', 0, 2000),
        }),
      );
      response.on('error', (error) =>
        resolve({ status: 0, retryAfter: undefined, body: '', error: String(error) }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({ status: 0, retryAfter: undefined, body: '', error: String(error) }),
    );
  });
}

const counts = new Map<string, number>();
const failures: string[] = [];
let peakRss = 0;
const pid = values.pid ? Number(values.pid) : undefined;
const sampler =
  pid === undefined
    ? undefined
    : setInterval(async () => {
        const pids = [pid, ...(await descendants(pid)).map((row) => row.pid)];
        peakRss = Math.max(peakRss, await treeRssMb(pids));
      }, 1000);

const started = Date.now();
for (let round = 1; round <= rounds && Date.now() < until; round++) {
  const answers = await Promise.all(
    Array.from({ length: burst }, (_, index) => get(paths[index % paths.length] ?? '/')),
  );
  for (const answer of answers) {
    const refused = answer.status === 503 && answer.retryAfter !== undefined;
    const key = answer.error
      ? 'socket error'
      : answer.status === 503 && !refused
        ? '503 without Retry-After'
        : String(answer.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if ((answer.error || answer.status >= 500) && !refused && failures.length < 5)
      failures.push(`${answer.error ?? answer.status}: ${answer.body.slice(0, 300)}`);
  }
  console.log(
    `round ${round}: ${[...counts].map(([status, count]) => `${count} × ${status}`).join(', ')} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  await new Promise((resolve) => setTimeout(resolve, 4000 + Math.random() * 1000));
}

const floodEnded = Date.now();
let recoveredAfter: number | undefined;
while (Date.now() - floodEnded < Number(values.recover) * 1000) {
  const answer = await get(paths[0] ?? '/', 5000);
  if (answer.status >= 200 && answer.status < 400) {
    recoveredAfter = (Date.now() - floodEnded) / 1000;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (sampler) clearInterval(sampler);

// Anything but an answer below 500, or a 503 with Retry-After.
const unexpected = [...counts].filter(([status]) => status !== '503' && !(Number(status) < 500));
console.log(`answers: ${[...counts].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
if (pid !== undefined) console.log(`peak memory of the server's processes: ${peakRss} MB`);
console.log(
  recoveredAfter === undefined
    ? `not answering normally ${values.recover} s after the flood`
    : `answering normally ${recoveredAfter.toFixed(1)} s after the flood`,
);
for (const failure of failures) console.log(`  ${failure}`);
const ok = unexpected.length === 0 && recoveredAfter !== undefined;
console.log(ok ? 'flood: passed' : 'flood: FAILED');
process.exit(ok ? 0 : 1);
