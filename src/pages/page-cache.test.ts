import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTiny } from '../../test/fixtures/seed';
import { failingDb, memoryKv } from '../../test/reliability/faults';
import { call, testEnv } from '../../test/reliability/request';
import { type Config, readConfig } from '../config';
import { validFormToken } from '../contact/form-token';
import { purgePageTags } from '../http/page-generations';
import {
  cachedOrRendered,
  MEMORY_PAGES_MAX,
  PAGE_TTL_SECONDS,
  PUBLIC_PAGE_CACHE_CONTROL,
} from './page-cache';

let slug = '';
let site = 0;

beforeAll(async () => {
  await seedTiny(testEnv.DB);
  const row = await testEnv.DB.prepare(`SELECT slug FROM members WHERE status = 'active' LIMIT 1`).first<{
    slug: string;
  }>();
  slug = row?.slug ?? '';
});

/** The values of the contact form's hidden inputs, as the browser would read them. */
async function hiddenValues(response: Response): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  await new HTMLRewriter()
    .on('form input[type="hidden"]', {
      element(input) {
        values[input.getAttribute('name') ?? ''] = input.getAttribute('value') ?? '';
      },
    })
    .transform(response)
    .text();
  return values;
}

/**
 * A site of its own (the shared cache is keyed by origin) with its own KV, and a way to take its
 * data away: a page that still renders with D1 down and no data cached comes from the page cache.
 */
function privateSite() {
  site += 1;
  const origin = `http://site${site}-${Date.now()}.localhost`;
  const { kv, store } = memoryKv();
  const env = { ...testEnv, CACHE: kv };
  const dataGone = () => {
    for (const key of [...store.keys()]) if (key.startsWith('gql:')) store.delete(key);
    return { ...env, DB: failingDb() };
  };
  const get = (path: string, options: { env?: Env; cookie?: string } = {}) =>
    call(path, {
      origin,
      env: options.env ?? env,
      init: options.cookie ? { headers: { cookie: options.cookie } } : undefined,
    });
  return { env, kv, dataGone, get };
}

describe('shared page cache', { timeout: 30_000 }, () => {
  it('gives two anonymous visitors the same bytes, cacheable, without a cookie', async () => {
    const { get, dataGone } = privateSite();
    const first = await get('/articles');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(first.headers.get('set-cookie')).toBeNull();
    const firstHtml = await first.text();
    // The second visitor is answered from the cache: the data is gone and it still renders.
    const second = await get('/articles', { env: dataGone() });
    expect(second.status).toBe(200);
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(second.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(await second.text()).toBe(firstHtml);
    // And the policy is the same for both: no per-response nonce.
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(first.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('never serves nor stores a page for a visitor with an identity or bookmark cookie', async () => {
    for (const cookie of ['tf_uid=1', 'tf_cid=1', 'tf_d1b=00000001-00000002-00000003']) {
      const { get, dataGone } = privateSite();
      const own = await get('/articles', { cookie });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      // Nothing was stored: an anonymous visitor with the data gone gets the error page.
      expect((await get('/articles', { env: dataGone() })).status).toBe(500);
      // And a cached copy is never handed to them either.
      const { get: get2, dataGone: gone2 } = privateSite();
      expect((await get2('/articles')).status).toBe(200);
      expect((await get2('/articles', { env: gone2(), cookie })).status).toBe(500);
    }
  });

  it('never answers a request with a query string that is not the canonical one from the cache', async () => {
    const { get, dataGone } = privateSite();
    expect((await get('/articles')).status).toBe(200);
    expect((await get('/articles?page=1')).status).toBe(200);
    expect((await get('/articles?page=1', { env: dataGone() })).status).toBe(500);
    expect((await get('/articles?utm_source=x')).status).toBe(200);
    expect((await get('/articles?utm_source=x', { env: dataGone() })).status).toBe(500);
  });

  it("shares a page whose query is its canonical one, such as a buyer's ?id=", async () => {
    const buyer = await testEnv.DB.prepare(
      'SELECT slug, public_id FROM buyers WHERE review_count > 0 ORDER BY id LIMIT 1',
    ).first<{ slug: string; public_id: string }>();
    const path = `/membres/clients/${buyer?.slug}?id=${buyer?.public_id}`;
    const { get, dataGone } = privateSite();
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const html = await first.text();
    const second = await get(path, { env: dataGone() });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(html);
    // The same page with one more parameter is another address: rendered, never stored.
    const tracked = await get(`${path}&utm_source=x`);
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get('cache-control')).toBe('private, no-store');
    expect((await get(`${path}&utm_source=x`, { env: dataGone() })).status).toBe(500);
  });

  it('shares a profile page byte for byte: it holds no value made for one visitor', async () => {
    const { get, dataGone } = privateSite();
    const first = await get(`/profil/${slug}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const firstHtml = await first.text();
    const second = await get(`/profil/${slug}`, { env: dataGone() });
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(await second.text()).toBe(firstHtml);
    // No idempotency key in the page (the island and the no-JS post make it when the form is
    // sent); the form token names the render, shared by its visitors, and is valid.
    const values = await hiddenValues(new Response(firstHtml));
    expect(Object.keys(values)).toEqual(['formToken']);
    expect(await validFormToken(readConfig(testEnv), values.formToken)).toBe(true);
    expect(firstHtml).not.toContain('idempotencyKey');
  });

  it('shares a search that finds something at its own address only, never one that finds nothing', async () => {
    const { get, dataGone } = privateSite();
    // The search form's address and the path form are each their own page, both shared ('travail'
    // has more than one page of hits in the tiny data set).
    for (const path of [
      '/membres/search?q=travail',
      '/membres/search?q=travail&page=2',
      '/membres/search/travail',
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      const html = await first.text();
      expect(await (await get(path, { env: dataGone() })).text(), path).toBe(html);
    }
    // Another spelling of the same query renders but is not stored.
    for (const path of [
      '/membres/search?q=travail+',
      '/membres/search?page=1&q=travail',
      '/membres/search?q=travail&x=1',
      '/membres/search?q=travail%00',
    ]) {
      const own = await get(path);
      expect(own.status, path).toBe(200);
      expect(own.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // A search that finds nothing is never kept.
    const nothing = await get('/membres/search?q=zzzzqqq');
    expect(nothing.status).toBe(200);
    expect(nothing.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stores only 200 pages', async () => {
    const { get, env, dataGone } = privateSite();
    expect((await get('/profil/no-such-member')).status).toBe(404);
    expect((await get('/articles', { env: { ...env, DB: failingDb() } })).status).toBe(500);
    expect((await get('/articles', { env: dataGone() })).status).toBe(500);
  });

  it('drops the pages of a tag when it is purged', async () => {
    const { get, kv, dataGone } = privateSite();
    expect((await get('/articles')).status).toBe(200);
    expect((await get('/articles', { env: dataGone() })).status).toBe(200);
    await purgePageTags(kv, ['rankings']);
    expect((await get('/articles', { env: dataGone() })).status).toBe(500);
  });

  it('is skipped by the bench bypass header off production', async () => {
    const { get, dataGone } = privateSite();
    expect((await get('/articles')).status).toBe(200);
    const headers = { 'x-bench-cache': 'bypass' };
    const bypassed = await call('/articles', {
      env: dataGone(),
      init: { headers },
      origin: `http://site${site}-bypass.localhost`,
    });
    expect(bypassed.status).toBe(500);
  });

  it('never stores an answer that sets a cookie', async () => {
    const { kv } = memoryKv();
    const app = new Hono<{ Bindings: Env }>();
    let renders = 0;
    app.get('*', (c) => {
      c.set('config', { PRODUCTION_HOST: 'example.com' } as Config);
      return cachedOrRendered(c, ['test'], async () => {
        renders += 1;
        return new Response('<p>hello</p>', {
          headers: { 'content-type': 'text/html', 'set-cookie': 'x=1' },
        });
      });
    });
    const url = `http://cookie-${Date.now()}.localhost/page`;
    for (let round = 0; round < 2; round += 1) {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(url), { ...testEnv, CACHE: kv }, ctx);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      await response.text();
      await waitOnExecutionContext(ctx);
    }
    expect(renders).toBe(2);
  });
});

describe("pages kept in the isolate's memory", { timeout: 30_000 }, () => {
  const shared = () => (caches as unknown as { default: Cache }).default;
  afterEach(() => vi.restoreAllMocks());

  /** A site whose pages are `<p>` + their path, counting renders per path. */
  function countingSite() {
    const { kv } = memoryKv();
    const renders = new Map<string, number>();
    const app = new Hono<{ Bindings: Env }>();
    app.get('*', (c) => {
      c.set('config', { PRODUCTION_HOST: 'example.com' } as Config);
      return cachedOrRendered(c, ['test'], async () => {
        renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
        return new Response(`<p>${c.req.path}</p>`, { headers: { 'content-type': 'text/html' } });
      });
    });
    const origin = `http://memory-${Date.now()}-${Math.random().toString(36).slice(2)}.localhost`;
    const get = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${origin}${path}`), { ...testEnv, CACHE: kv }, ctx);
      const answer = { status: response.status, headers: response.headers, html: await response.text() };
      await waitOnExecutionContext(ctx);
      return answer;
    };
    return { get, kv, renders };
  }

  it('answers a warm page without asking the shared cache, the same bytes and headers every time', async () => {
    const { get, renders } = countingSite();
    const first = await get('/a');
    const lookups = vi.spyOn(shared(), 'match');
    for (let round = 0; round < 3; round += 1) {
      const again = await get('/a');
      expect(again.html).toBe('<p>/a</p>');
      expect(again.html).toBe(first.html);
      expect(again.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(again.headers.get('x-page-stored-at')).toBeNull();
    }
    expect(lookups).not.toHaveBeenCalled();
    expect(renders.get('/a')).toBe(1);
  });

  it('keeps a bounded number of pages, the least recently used out first, and reads those again from the shared cache', async () => {
    const { get, renders } = countingSite();
    // Kept first, but used again while the others come: never the least recently used one.
    await get('/used');
    await get('/unused');
    for (let index = 0; index < MEMORY_PAGES_MAX - 1; index += 1) {
      await get(`/other-${index}`);
      if (index % 8 === 0) await get('/used');
    }
    const lookups = vi.spyOn(shared(), 'match');
    expect((await get('/used')).html).toBe('<p>/used</p>');
    expect(lookups).not.toHaveBeenCalled();
    expect((await get('/unused')).html).toBe('<p>/unused</p>');
    expect(lookups).toHaveBeenCalledTimes(1);
    // Read back from the shared cache, not rendered again, and kept in memory once more.
    expect(renders.get('/unused')).toBe(1);
    expect((await get('/unused')).html).toBe('<p>/unused</p>');
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('serves a kept page past its time as stale once, while the next copy renders and replaces it', async () => {
    const { get, renders } = countingSite();
    await get('/aging');
    // Read once the copy is stored: a clock taken before the request may be older than the copy.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + PAGE_TTL_SECONDS * 1000 + 1);
    expect((await get('/aging')).html).toBe('<p>/aging</p>');
    expect(renders.get('/aging')).toBe(2);
    const lookups = vi.spyOn(shared(), 'match');
    expect((await get('/aging')).html).toBe('<p>/aging</p>');
    expect(renders.get('/aging')).toBe(2);
    expect(lookups).not.toHaveBeenCalled();
  });

  it('drops a kept page when its tag is purged', async () => {
    const { get, kv, renders } = countingSite();
    await get('/tagged');
    await get('/tagged');
    expect(renders.get('/tagged')).toBe(1);
    await purgePageTags(kv, ['test']);
    expect((await get('/tagged')).html).toBe('<p>/tagged</p>');
    expect(renders.get('/tagged')).toBe(2);
  });
});
