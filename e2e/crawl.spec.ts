import { expect, test } from '@playwright/test';
import { crawl } from '../scripts/crawl';

// A bounded part of what `npm run crawl` does against the whole site: a link checker from the
// fr-FR and en-GB homes and the sitemap, 16 requests in flight. Every link, image variant and
// sitemap entry it meets must answer (2xx, or a redirect that stays on the site and ends well),
// and the server must still answer afterwards.
test.describe.configure({ timeout: 300_000 });

test('a link checker at concurrency 16 finds no failed request and leaves the server answering', async ({
  baseURL,
}) => {
  const summary = await crawl({
    base: baseURL ?? 'http://localhost:8790',
    concurrency: 16,
    maxPages: 400,
    prefixes: ['/', '/en-GB'],
    seeds: ['/', '/en-GB'],
    sitemap: true,
    timeoutMs: 30_000,
  });
  expect(summary.failures, JSON.stringify(summary.failures.slice(0, 20), null, 2)).toEqual([]);
  expect(summary.pages).toBeGreaterThan(100);
  expect(summary.images).toBeGreaterThan(20);
  expect(summary.aliveAfter).toBe(true);
});
