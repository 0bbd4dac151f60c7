import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../test/fixtures/seed';
import { failingDb, memoryKv } from '../../test/reliability/faults';
import { call, testEnv } from '../../test/reliability/request';

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

let slug = '';

beforeAll(async () => {
  await seedTiny(testEnv.DB);
  const row = await testEnv.DB.prepare(`SELECT slug FROM members WHERE status = 'active' LIMIT 1`).first<{
    slug: string;
  }>();
  slug = row?.slug ?? '';
});

/**
 * An environment with a KV of its own, and a way to empty its data-cache entries: a page that
 * still renders with D1 down and no data cached can only come from the page cache.
 */
function privateEnv() {
  const { kv, store } = memoryKv();
  const env = { ...testEnv, CACHE: kv };
  const dataGone = () => {
    for (const key of [...store.keys()]) if (key.startsWith('gql:')) store.delete(key);
    return { ...env, DB: failingDb() };
  };
  return { env, store, dataGone };
}

describe('page cache', { timeout: 30_000 }, () => {
  it('serves a rendered page again without its data, with its own nonce and form key', async () => {
    const { env, store, dataGone } = privateEnv();
    const first = await call(`/profil/${slug}`, { env });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect([...store.keys()].some((key) => key.startsWith('page:'))).toBe(true);
    const again = await call(`/profil/${slug}`, { env: dataGone() });
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain(`nonce="${nonceOf(again)}"`);
    expect(html).not.toContain(`nonce="${nonceOf(first)}"`);
    expect(keyOf(html)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(html)).not.toBe(keyOf(firstHtml));
    const shape = (text: string) => text.replaceAll(/[0-9a-f-]{36}|nonce="[^"]+"/g, '');
    expect(shape(html)).toBe(shape(firstHtml));
  });

  it('never answers a request with a query string from the cache', async () => {
    const { env, dataGone } = privateEnv();
    expect((await call('/articles', { env })).status).toBe(200);
    expect((await call('/articles?page=1', { env: dataGone() })).status).toBe(500);
  });

  it('keeps members and visitors apart (the shell differs)', async () => {
    const { env, dataGone } = privateEnv();
    expect((await call('/articles', { env })).status).toBe(200);
    const member = await call('/articles', { env: dataGone(), init: { headers: { cookie: 'tf_uid=1' } } });
    expect(member.status).toBe(500);
  });

  it('stores only 200 pages', async () => {
    const { env, store } = privateEnv();
    expect((await call('/profil/no-such-member', { env })).status).toBe(404);
    expect((await call('/articles', { env: { ...env, DB: failingDb() } })).status).toBe(500);
    expect([...store.keys()].filter((key) => key.startsWith('page:'))).toEqual([]);
  });

  it('is skipped by the bench bypass header off production', async () => {
    const { env, dataGone } = privateEnv();
    expect((await call('/articles', { env })).status).toBe(200);
    const headers = { 'x-bench-cache': 'bypass' };
    expect((await call('/articles', { env: dataGone(), init: { headers } })).status).toBe(500);
  });
});
