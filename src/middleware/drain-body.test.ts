import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { drainUnreadBody } from './drain-body';

const app = new Hono<{ Bindings: Env }>();
app.use('*', drainUnreadBody());
app.post('/refused', (c) => c.json({ error: 'unsupported' }, 415));
app.post('/read', async (c) => c.text(await c.req.text()));

describe('drainUnreadBody', () => {
  it('reads the body a refusing handler left unread before answering', async () => {
    const request = new Request('http://localhost/refused', { method: 'POST', body: 'x'.repeat(100_000) });
    const response = await app.request(request);
    expect(response.status).toBe(415);
    expect(request.bodyUsed).toBe(true);
  });

  it('leaves a body the handler read as it was', async () => {
    const response = await app.request('/read', { method: 'POST', body: 'hello' });
    expect(await response.text()).toBe('hello');
  });
});
