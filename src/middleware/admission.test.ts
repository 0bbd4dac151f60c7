import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../render/error-handler';
import { type AdmissionLimits, admission, type Turns } from './admission';
import { platform } from './platform';

/** An app whose `/slow` answers when the test releases it, behind admission with tiny limits. */
function slowApp(limits: AdmissionLimits) {
  const turns: Turns = { running: new Map(), waiting: new Map(), reclaimedAt: 0 };
  const releases: (() => void)[] = [];
  const app = new Hono<{ Bindings: Env }>();
  app.use('*', platform());
  app.use('*', admission(limits, turns));
  const slow = () => new Promise<void>((resolve) => releases.push(resolve));
  app.get('/slow', async (c) => {
    await slow();
    return c.text('done');
  });
  app.get('/api/slow', async (c) => {
    await slow();
    return c.json({ data: 'done' });
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  const get = (path: string) => app.request(`http://localhost${path}`, {}, env);
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return { turns, get, releaseAll, pending: () => releases.length };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('admission', () => {
  it('answers a bounded number at once, lets a few wait their turn and refuses the rest with 503 and Retry-After', async () => {
    const { get, releaseAll, pending, turns } = slowApp({ inFlight: 2, waiting: 1, waitMs: 5_000 });
    const first = [get('/slow'), get('/slow')];
    const third = get('/slow');
    await tick();
    expect(pending()).toBe(2);
    expect(turns.waiting.size).toBe(1);
    const refused = await get('/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The section 8 error page, with the headers every page has.
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    const page = await refused.text();
    expect(page).toContain('data-testid="error-page"');
    // The next refusal is the same page, made once: it names no path.
    const again = await get('/elsewhere');
    expect(again.status).toBe(503);
    expect(again.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await again.text()).toBe(page);
    expect(page).not.toContain('/slow');
    releaseAll();
    // A waiting request looks for a free turn every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The waiting request got a turn the first two gave back.
    expect(pending()).toBe(1);
    releaseAll();
    for (const response of await Promise.all([...first, third])) expect(response.status).toBe(200);
    expect(turns.running.size + turns.waiting.size).toBe(0);
  });

  it('refuses a request that waited too long for its turn', async () => {
    const { get, releaseAll, turns } = slowApp({ inFlight: 1, waiting: 4, waitMs: 30 });
    const first = get('/slow');
    const late = await get('/slow');
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(turns.waiting.size).toBe(0);
    releaseAll();
    expect((await first).status).toBe(200);
    expect(turns.running.size).toBe(0);
  });

  it('answers JSON under /api', async () => {
    const { get, releaseAll } = slowApp({ inFlight: 1, waiting: 0, waitMs: 1_000 });
    const first = get('/api/slow');
    const refused = await get('/api/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await refused.json()).toMatchObject({ data: null, errors: [{ status: 503 }] });
    releaseAll();
    expect((await first).status).toBe(200);
  });

  it('gives the turn back when the handler fails', async () => {
    const { get, turns } = slowApp({ inFlight: 1, waiting: 0, waitMs: 1_000 });
    expect((await get('/fails')).status).toBe(500);
    expect(turns.running.size).toBe(0);
    const { status } = await get('/fails');
    expect(status).toBe(500);
  });

  it('takes back the turn of a request the runtime dropped without finishing it', async () => {
    const { get, releaseAll, turns } = slowApp({ inFlight: 1, waiting: 0, waitMs: 1_000, leaseMs: 50 });
    // Never released: as a request whose client went away, whose code the runtime stops running.
    void get('/slow');
    await tick();
    expect((await get('/fails')).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await get('/fails')).status).toBe(500);
    // The dropped request's turn is forgotten: its late end gives back nothing twice.
    expect(turns.running.size).toBe(0);
    releaseAll();
  });
});
