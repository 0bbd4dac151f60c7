import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { platform } from '../middleware/platform';
import { handleError, RETRY_AFTER_SECONDS } from './error-handler';

const app = new Hono<{ Bindings: Env }>();
app.use('*', platform());
app.get('/busy', () => {
  throw new Error('D1_ERROR: Network connection lost.');
});
app.get('/api/busy', () => {
  throw new Error('KV GET failed: 500 Internal Server Error');
});
app.get('/bug', () => {
  throw new TypeError("Cannot read properties of undefined (reading 'slug')");
});
app.onError(handleError);
const get = (path: string) => app.request(`http://localhost${path}`, {}, env);

describe('handleError', () => {
  it('answers a busy storage binding with the 503 page and Retry-After, not a 500', async () => {
    const response = await get('/busy');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('data-testid="error-page"');
  });

  it('answers JSON with 503 under /api', async () => {
    const response = await get('/api/busy');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await response.json()).toMatchObject({ data: null, errors: [{ status: 503 }] });
  });

  it('still answers a fault of the code with the 500 page', async () => {
    const response = await get('/bug');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
