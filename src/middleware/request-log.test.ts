import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../index';

afterEach(() => vi.restoreAllMocks());

/** The request log line of one request. */
async function logLine(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  // spyOn hands back the same spy within a test: forget the lines of earlier requests.
  log.mockClear();
  const ctx = createExecutionContext();
  await app.request(`http://localhost${path}`, init, env, ctx);
  await waitOnExecutionContext(ctx);
  const line = log.mock.calls
    .map((call) => String(call[0]))
    .find((text) => text.includes('"requestId"') && text.includes('"status"'));
  return JSON.parse(line ?? '{}');
}

describe('request log', () => {
  it('stamps each line with its time', async () => {
    const line = await logLine('/robots.txt');
    expect(Date.parse(String(line.time))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('names the matched route of API requests and gives the message of a 4xx answer', async () => {
    const unknown = await logLine('/api/graphql/query/NoSuchOperation');
    expect(unknown).toMatchObject({ status: 404, route: '/api/graphql/query/:name' });
    expect(String(unknown.message)).not.toBe('');
    const bad = await logLine('/a/b', {
      method: 'POST',
      body: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad).toMatchObject({ status: 400, route: '/a/b', message: 'Body is not valid JSON' });
  });

  it('names pages by their route name and the error page by its message', async () => {
    expect(await logLine('/profil/nobody-here')).toMatchObject({
      status: 404,
      route: 'profil-slug',
      message: 'Page Not Found: /profil/nobody-here',
    });
  });
});
