import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '../../test/fixtures/contact-fields';
import { memoryKv } from '../../test/reliability/faults';
import { call, testEnv } from '../../test/reliability/request';
import { seedFixture } from '../graphql/test-fixture';

const input = (key: string) => ({
  memberSlug: 'acme',
  idempotencyKey: key,
  ...CONTACT_FIELDS,
  message: `Reading my own message back (${key}).`,
  website: '',
});

/** Replicas on, a KV of its own (rate limits and tag generations start empty). */
const replicated = () => ({ ...testEnv, CACHE: memoryKv().kv, D1_READ_REPLICAS: 'on' }) as Env;

const send = (key: string, env: Env, cookie?: string) =>
  call('/api/graphql/mutation/SendContactMessage', {
    env,
    init: {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': '198.51.100.77',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ variables: { input: input(key) } }),
    },
  });

beforeAll(async () => {
  await seedFixture(testEnv.DB);
});

describe('D1 sessions (read replicas)', { timeout: 30_000 }, () => {
  it("gives the bookmark of a visitor's own write in a cookie, and nothing to a reader", async () => {
    const env = replicated();
    const written = await send('session-bookmark-0001', env);
    expect(written.status).toBe(200);
    const cookie = written.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tf_d1b=[0-9a-f-]+;/i);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=60');
    // A reader gets no cookie, so the page stays shareable.
    const page = await call('/articles', { env });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    // The writer's next page reads through their bookmark and is not shared.
    const own = await call('/articles', {
      env,
      init: { headers: { cookie: cookie.split(';')[0]! } },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ignores a forged bookmark', async () => {
    const page = await call('/articles', {
      env: replicated(),
      init: { headers: { cookie: 'tf_d1b=%3Cscript%3E' } },
    });
    expect(page.status).toBe(200);
  });

  it('sets no cookie when replicas are off', async () => {
    const written = await send('session-bookmark-0002', { ...testEnv, CACHE: memoryKv().kv } as Env);
    expect(written.status).toBe(200);
    expect(written.headers.get('set-cookie')).toBeNull();
  });
});
