import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type DevServer, startDevServer } from '../scripts/bench/server';

// A link checker nobody here wrote (LinkChecker, Debian's `linkchecker`, which keeps to its number
// of threads) over a bounded part of the fr-FR and en-GB site: every link and image one click from
// the homes must answer, and the server must still answer afterwards. LinkChecker keeps to robots
// rules, and a host other than PRODUCTION_HOST says `nofollow`: it checks the bundle `npm start`
// serves (the suite's server) in a second runtime on the next port, as its production host, on a
// copy of the data.
test.describe.configure({ timeout: 600_000 });

const port = Number(process.env.E2E_PORT ?? 8790) + 1;
let server: DevServer | undefined;
let state: string | undefined;

test.afterAll(async () => {
  await server?.stop();
  if (state) rmSync(state, { recursive: true, force: true });
});

test('LinkChecker at 16 threads finds no broken link one click from the fr-FR and en-GB homes', async () => {
  const version = spawnSync('linkchecker', ['--version'], { encoding: 'utf8' });
  expect(version.error, 'LinkChecker is missing: apt-get install -y linkchecker').toBeUndefined();
  const entry = path.resolve(`.wrangler/serve/${Number(process.env.E2E_PORT ?? 8790)}/index.js`);
  expect(existsSync(entry), `${entry}: the bundle npm start serves`).toBe(true);
  state = mkdtempSync(path.join(tmpdir(), 'linkchecker-state-'));
  const from = path.resolve(process.env.PERSIST_DIR ?? '.wrangler/state', 'v3');
  for (const kind of ['d1', 'r2'])
    cpSync(path.join(from, kind), path.join(state, 'v3', kind), { recursive: true });
  const host = `127.0.0.1:${port}`;
  server = await startDevServer({
    port,
    entry,
    persistTo: state,
    asDeployed: true,
    vars: { PRODUCTION_HOST: host },
  });
  const run = spawnSync(
    'linkchecker',
    [
      '--threads',
      '16',
      '--recursion-level',
      '1',
      '--timeout',
      '30',
      '--no-status',
      // The sitemap names the production host's https addresses, which this runtime does not serve.
      '--ignore-url',
      '^https:',
      `http://${host}/`,
      `http://${host}/en-GB`,
    ],
    { encoding: 'utf8', timeout: 480_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  // Exit 1 means broken links were found; the report names them.
  expect(run.status, output.slice(-6000)).toBe(0);
  expect(output).toMatch(/\b0 errors found/);
  const checked = Number(/(\d+) links? in \d+ URLs checked/.exec(output)?.[1] ?? 0);
  expect(checked).toBeGreaterThan(100);
  // On a connection of its own: the runtime closes an idle kept-alive one after 5 s.
  const status = await new Promise<number>((resolve, reject) =>
    http
      .get(`http://${host}/en-GB`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject),
  );
  expect(status).toBe(200);
});
