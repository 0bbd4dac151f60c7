import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('worker', () => {
  it('answers the home page', async () => {
    const response = await SELF.fetch('http://localhost/');
    expect(response.status).toBe(200);
  });
  it('has a migrated database', async () => {
    const row = await env.DB.prepare('SELECT count(*) AS n FROM members').first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
