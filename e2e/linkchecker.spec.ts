import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

// A link checker nobody here wrote (LinkChecker, Debian's `linkchecker`, which keeps to its
// number of threads) over a bounded part of the fr-FR and en-GB site: every link and image it
// meets within two clicks of the homes must answer, and the server must still answer afterwards.
test.describe.configure({ timeout: 600_000 });

test('LinkChecker at 16 threads finds no broken link two clicks deep from the fr-FR and en-GB homes', async ({
  baseURL,
}) => {
  const base = baseURL ?? 'http://localhost:8790';
  const version = spawnSync('linkchecker', ['--version'], { encoding: 'utf8' });
  expect(version.error, 'LinkChecker is missing: apt-get install -y linkchecker').toBeUndefined();
  const run = spawnSync(
    'linkchecker',
    [
      '--threads',
      '16',
      '--recursion-level',
      '2',
      // The local host is not indexable: its robots.txt disallows every path to crawlers.
      '--no-robots',
      '--timeout',
      '30',
      '--no-status',
      `${base}/`,
      `${base}/en-GB/`,
    ],
    { encoding: 'utf8', timeout: 540_000, maxBuffer: 64 * 1024 * 1024 },
  );
  // Exit 1 means broken links were found; the summary names them.
  expect(run.status, `${run.stdout.slice(-4000)}\n${run.stderr.slice(-2000)}`).toBe(0);
  expect(run.stdout + run.stderr).toMatch(/0 errors found/);
  const after = await fetch(`${base}/en-GB/`);
  expect(after.status).toBe(200);
});
