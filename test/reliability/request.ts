import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../src/index';

/** The Worker's bindings as the tests see them. */
export const testEnv = env as unknown as Env;

/**
 * Calls the Hono app in-process with a chosen environment (bindings may be wrapped to fail) and
 * waits for its background work (cache writes, queue sends) to settle.
 * @example const response = await call('/membres/services', { env: { ...testEnv, DB: failingDb } })
 */
export async function call(
  path: string,
  options: { env?: Env; init?: RequestInit; origin?: string } = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, options.origin ?? 'http://localhost'), {
    redirect: 'manual',
    ...options.init,
  });
  const response = await app.fetch(request, options.env ?? testEnv, ctx);
  // Drain the body before waiting, so a streamed page finishes rendering.
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, { status: response.status, headers: response.headers });
}
