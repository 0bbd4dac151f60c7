import { expect, test } from '@playwright/test';
import { fuzzApi } from '../scripts/fuzz-api';

// What `npm run fuzz:api` sends 1,000 times per operation, here 60 times: random variable sets
// (edge integers, huge numbers, misspelt enums, control characters, undeclared junk, broken
// `__variables`) for every registered query, over HTTP. Every answer is a 200, 400, 404 or 405
// with a GraphQL `{ errors }` array; never a 5xx, never a non-JSON body.
test.describe.configure({ timeout: 300_000 });

test('random variable sets for every query never get a 5xx', async ({ baseURL }) => {
  const summary = await fuzzApi({ base: baseURL ?? 'http://localhost:8790', runs: 60, concurrency: 8 });
  expect(summary.failures.slice(0, 10)).toEqual([]);
  expect(summary.queries).toBeGreaterThan(20);
  // Both kinds of answer were met: a bad set (400) and a good one (200).
  expect(summary.counts['400']).toBeGreaterThan(0);
  expect(summary.counts['200']).toBeGreaterThan(0);
});
