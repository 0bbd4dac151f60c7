import { expect, type Request, test } from '@playwright/test';

// The real analytics client in Chromium against the Worker's first-party proxy (/a): every batch
// the proxy receives is recorded with the proxy's answer, so the test sees what reached it.
test.describe.configure({ timeout: 120_000 });
const wait = { timeout: 60_000 };

interface ReceivedEvent {
  type: string;
  event?: string;
  userId?: string | null;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  context?: { app?: { build?: string }; page?: { path?: string } };
}

test('page, track and identify calls reach the analytics proxy', async ({ page }) => {
  const received: { status: number; writeKey?: string; events: ReceivedEvent[] }[] = [];
  const settings: string[] = [];
  page.on('requestfinished', async (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/settings') && url.pathname.startsWith('/a/v1/projects/'))
      settings.push(url.pathname);
    if (request.method() !== 'POST' || url.pathname !== '/a/b') return;
    const response = await request.response();
    const body = JSON.parse(request.postData() ?? '{}') as { writeKey?: string; batch?: ReceivedEvent[] };
    received.push({ status: response?.status() ?? 0, writeKey: body.writeKey, events: body.batch ?? [] });
  });
  const events = () => received.filter((batch) => batch.status === 200).flatMap((batch) => batch.events);

  await page.goto('/en-GB');
  // The page prints its public configuration; the client reads it.
  const build = await page.locator('meta[name="build-id"]').getAttribute('content');
  expect(build).toMatch(/^[\w-]{8,}$/);
  await expect(page.locator('meta[name="analytics-api-host"]')).toHaveAttribute('content', '/a');
  await expect.poll(() => settings, wait).toContain('/a/v1/projects/local/settings');

  // track: the services selector's event, emitted when a visitor picks an activity.
  const selector = page.getByTestId('services-selector');
  await selector.scrollIntoViewIfNeeded();
  await expect(selector).toHaveAttribute('data-ready', 'true', wait);
  const activity = selector.locator('[data-activity]').first();
  const href = (await activity.getAttribute('href')) ?? '';
  // The page stays put for the click, so its batch leaves by the client's timer where the test
  // sees it (a navigation hands it to sendBeacon on pagehide, which the browser sends after the
  // page is gone, out of the test's sight); then the visitor goes where the link leads.
  await page.evaluate(() =>
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
  );
  await activity.click();
  await expect.poll(() => events().map((event) => event.type), wait).toContain('track');
  await page.goto(href);

  // identify: a page script's call, through the same queue the error page and islands use (an
  // array until the client starts, once the page has loaded and the browser is idle).
  await page.evaluate(() => {
    const win = window as unknown as { __analytics?: { push(call: unknown[]): void } };
    win.__analytics ??= [];
    win.__analytics.push(['identify', 'e2e-visitor', { role: 'buyer' }]);
  });

  await expect
    .poll(() => events().map((event) => event.type), wait)
    .toEqual(expect.arrayContaining(['page', 'track', 'identify']));
  const all = events();
  const pages = all.filter((event) => event.type === 'page').map((event) => event.context?.page?.path);
  expect(pages).toEqual(expect.arrayContaining(['/en-GB', href.split('?')[0]]));
  const selected = all.find((event) => event.type === 'track');
  expect(selected?.event).toBe('select-service');
  expect(selected?.properties?.slug).toEqual(expect.any(String));
  expect(href).toContain(String(selected?.properties?.slug));
  expect(all.find((event) => event.type === 'identify')).toMatchObject({
    userId: 'e2e-visitor',
    traits: { role: 'buyer' },
  });
  // Every event carries the build the page was served by; every batch the page's write key.
  for (const event of all) expect(event.context?.app?.build).toBe(build);
  expect(new Set(received.map((batch) => batch.writeKey))).toEqual(new Set(['local']));
  // Only accepted batches count above; a batch the busy local runtime refused (503) is retried.
  expect(received.filter((batch) => batch.status !== 200 && batch.status !== 503)).toEqual([]);
});
