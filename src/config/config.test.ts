import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formToken, validFormToken } from '../contact/form-token';
import { app } from '../index';
import { DEVELOPMENT_FORM_SECRET, readConfig } from '.';

afterEach(() => vi.restoreAllMocks());

/** One request with some vars changed; what it answered and the error lines it logged. */
async function get(url: string, vars: Record<string, string>) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  const ctx = createExecutionContext();
  const response = await app.request(url, {}, { ...env, ...vars }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  const lines = (spy: typeof errors) => spy.mock.calls.map((call) => String(call[0]));
  return { response, html, errors: lines(errors), logs: lines(logs) };
}

describe('the form secret in production', () => {
  it.each([
    ['without FORM_SECRET', ''],
    ['with the development FORM_SECRET', DEVELOPMENT_FORM_SECRET],
  ])('refuses to serve %s: the error page, and a log line that says what to set', async (_, secret) => {
    const vars = { PRODUCTION_HOST: 'www.trustboard.example', FORM_SECRET: secret };
    for (const url of [
      'https://www.trustboard.example/',
      'https://trustboard-production.example.workers.dev/',
    ]) {
      const { response, html, errors, logs } = await get(url, vars);
      expect(response.status, url).toBe(500);
      expect(html).toContain('data-testid="error-page"');
      expect(html).toContain('Une erreur est survenue');
      expect(html).not.toContain('FORM_SECRET');
      const line = errors
        .map((text) => JSON.parse(text))
        .find((entry) => entry.message === 'configuration refused');
      expect(line?.level).toBe('error');
      expect(String(line?.error)).toContain('FORM_SECRET');
      expect(String(line?.error)).toContain('wrangler secret put FORM_SECRET');
      // The request log line counts it as what it is: a 500.
      expect(logs.some((text) => text.includes('"status":500') && text.includes(line.requestId))).toBe(true);
    }
  });

  it('serves production with a secret of its own, and signs form tokens with it', async () => {
    const vars = { PRODUCTION_HOST: 'www.trustboard.example', FORM_SECRET: 'a-random-production-secret' };
    expect((await get('https://www.trustboard.example/robots.txt', vars)).response.status).toBe(200);
    const production = readConfig({ ...env, ...vars });
    const token = await formToken(production);
    expect(await validFormToken(production, token)).toBe(true);
    // A token signed with the development secret does not pass there.
    expect(await validFormToken(production, await formToken(readConfig({ ...env, FORM_SECRET: '' })))).toBe(
      false,
    );
  });

  it('needs no secret locally, nor where the bench plays production on this machine', async () => {
    for (const host of ['', 'localhost:8808', '127.0.0.1:8808']) {
      const { response } = await get(`http://${host || 'localhost'}/robots.txt`, {
        PRODUCTION_HOST: host,
        FORM_SECRET: '',
      });
      expect(response.status, host).toBe(200);
    }
  });
});
