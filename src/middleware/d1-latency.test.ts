import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { d1Latency, distantD1 } from './d1-latency';

/** An app that reads D1 once through the middleware and says how long it waited. */
function appWith(vars: Record<string, string>) {
  const app = new Hono<{ Bindings: Env }>();
  app.use('*', async (c, next) => {
    c.set('config', readConfig({ ...vars }));
    await next();
  });
  app.use('*', d1Latency());
  app.get('/', async (c) => {
    const started = Date.now();
    const row = await c.env.DB.prepare('SELECT ? AS n').bind(7).first<{ n: number }>();
    return c.json({ n: row?.n, waited: Date.now() - started, wrapped: c.env.DB !== env.DB });
  });
  return app;
}

describe('D1_LATENCY_MS', () => {
  it('delays every D1 round trip on this machine, and says so in the request values', async () => {
    const response = await appWith({ D1_LATENCY_MS: '30' }).request('http://127.0.0.1:8787/', {}, env);
    const body = (await response.json()) as { n: number; waited: number; wrapped: boolean };
    expect(body).toMatchObject({ n: 7, wrapped: true });
    expect(body.waited).toBeGreaterThanOrEqual(30);
  });

  it('is never honoured on the production host, whatever its variables say', async () => {
    const app = appWith({
      D1_LATENCY_MS: '30',
      PRODUCTION_HOST: 'trustboard.example',
      FORM_SECRET: 'x'.repeat(32),
    });
    const body = (await (await app.request('https://trustboard.example/', {}, env)).json()) as {
      wrapped: boolean;
    };
    expect(body.wrapped).toBe(false);
  });

  it('does nothing when unset', async () => {
    const body = (await (await appWith({}).request('http://localhost/', {}, env)).json()) as {
      wrapped: boolean;
    };
    expect(body.wrapped).toBe(false);
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(() => readConfig({ D1_LATENCY_MS: '150ms' })).toThrow(/D1_LATENCY_MS/);
  });

  it('keeps batches, exec and sessions working through the delay', async () => {
    const db = distantD1(env.DB, 5);
    const [a, b] = await db.batch([db.prepare('SELECT 1 AS n'), db.prepare('SELECT ? AS n').bind(2)]);
    expect([a?.results, b?.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    const session = db.withSession('first-unconstrained');
    expect(await session.prepare('SELECT 3 AS n').first('n')).toBe(3);
  });
});
