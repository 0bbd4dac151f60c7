import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../index';
import { TRANSFORM_GATE, TRANSFORM_TIME_LIMIT_MS } from './route';
import { tinyPng } from './test-fixtures';

const testEnv = { ...env, IMAGE_ALLOWED_HOSTS: 'images.allowed.test' };
/** Runs the app in this isolate, so a spy on fetch sees every outbound request it makes. */
async function img(query: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(`http://localhost/_img?${query}`, init, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

beforeAll(async () => {
  await env.MEDIA.put('logos/tiny.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
  await env.MEDIA.put('logos/fake.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>', {
    httpMetadata: { contentType: 'image/png' },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /_img', () => {
  it('answers AVIF to a browser that accepts it, WebP otherwise, varying on Accept', async () => {
    const avif = await img('url=/media/logos/tiny.png&w=320', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('vary')).toBe('Accept');
    const webp = await img('url=/media/logos/tiny.png&w=320', { headers: { accept: 'image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(webp.headers.get('content-type')).not.toBe('image/avif');
    // Each format has its own cache entry: asking again gives the same format back.
    const again = await img('url=/media/logos/tiny.png&w=320', { headers: { accept: 'image/webp' } });
    expect(again.headers.get('content-type')).toBe(webp.headers.get('content-type'));
  });

  it.each([
    'url=http://127.0.0.1/a.png&w=320',
    'url=http://169.254.169.254/latest/meta-data/&w=320',
    'url=http://[::1]/a.png&w=320',
    'url=http://2130706433/a.png&w=320',
    'url=http://0x7f000001/a.png&w=320',
    'url=https://cdn.storage.test@evil.com/a.png&w=320',
    'url=//evil.com/a.png&w=320',
    `url=${encodeURIComponent('/\\evil.com/a.png')}&w=320`,
    'url=https://evil.com/a.png&w=320',
    'url=file:///etc/passwd&w=320',
    'url=/media/logos/tiny.png&w=100000',
    'url=/media/logos/tiny.png&w=abc',
    'url=/media/logos/tiny.png&w=320&q=0',
    'url=/media/logos/tiny.png&w=320&q=101',
    'url=/media/logos/tiny.png',
  ])('answers 400 with no outbound fetch for %s', async (query) => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const response = await img(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await response.text()).length).toBeGreaterThan(5);
    expect(spy).not.toHaveBeenCalled();
  });

  it('turns a PNG of the MEDIA bucket into WebP', async () => {
    const response = await img('url=/media/logos/tiny.png&w=300&q=80');
    expect(response.status).toBe(200);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(String.fromCharCode(...body.subarray(8, 12))).toBe('WEBP');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });

  it('refuses a file that is not a raster image, whatever its stored type', async () => {
    const response = await img('url=/media/logos/fake.png&w=320');
    expect(response.status).toBe(415);
    expect(await response.text()).not.toContain('<svg');
  });

  it('answers 404 for a missing media key', async () => {
    expect((await img('url=/media/logos/none.png&w=320')).status).toBe(404);
  });

  it('shares one cache entry whatever the cookies of the request', async () => {
    const first = await img('url=/media/logos/tiny.png&w=640&q=70', { headers: { cookie: 'tf_uid=alice' } });
    await first.arrayBuffer();
    await env.MEDIA.delete('logos/tiny.png');
    // The source is gone: only the cache entry made for alice can answer bob.
    const second = await img('url=/media/logos/tiny.png&w=600&q=70', { headers: { cookie: 'tf_uid=bob' } });
    expect(second.status).toBe(200);
    expect(second.headers.get('set-cookie')).toBeNull();
    await env.MEDIA.put('logos/tiny.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
  });

  it('fetches an allowed host once, without following redirects, and converts it', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(tinyPng()));
    const response = await img('url=https://images.allowed.test/logo.png&w=320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(spy).toHaveBeenCalledWith(
      'https://images.allowed.test/logo.png',
      expect.objectContaining({ redirect: 'manual' }),
    );
  });

  it('refuses a source over 10 MB without reading it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(tinyPng(), { headers: { 'content-length': String(11 * 1024 * 1024) } }),
    );
    expect((await img('url=https://images.allowed.test/huge.png&w=320')).status).toBe(413);
  });

  it('never follows a redirect off the allowed hosts', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(null, {
        status: 302,
        headers: { location: 'http://169.254.169.254/latest/meta-data/' },
      }),
    );
    const response = await img('url=https://images.allowed.test/a.png&w=320');
    expect(response.status).toBe(400);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ redirect: 'manual' });
  });
});

/** A PNG header declaring `width` x `height` (IHDR only: enough for the size check). */
function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = tinyPng().slice();
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('GET /_img under load', () => {
  it('refuses a small file declaring a huge bitmap before decoding it', async () => {
    await env.MEDIA.put('logos/bomb.png', pngDeclaring(30_000, 30_000));
    const spy = vi.spyOn(testEnv.IMAGES, 'input');
    const response = await img('url=/media/logos/bomb.png&w=320');
    expect(response.status).toBe(413);
    expect(spy).not.toHaveBeenCalled();
  });

  it('transforms each variant once: a variant kept in R2 answers when the edge cache has none', async () => {
    await env.MEDIA.put('logos/once.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
    const spy = vi.spyOn(testEnv.IMAGES, 'input');
    const first = await img('url=/media/logos/once.png&w=320&q=61');
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    expect(spy).toHaveBeenCalledTimes(1);
    const cache = (caches as unknown as { default: Cache }).default;
    await cache.delete(
      `https://image-cache.invalid/_img?${new URLSearchParams({ url: 'media:logos/once.png', w: '320', q: '61' })}`,
    );
    const keys = (await env.MEDIA.list({ prefix: '_variants/' })).objects.map((object) => object.key);
    expect(keys.length).toBeGreaterThan(0);
    const second = await img('url=/media/logos/once.png&w=320&q=61');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('image/webp');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('never runs more than two transforms at once, and serves the original when every slot stays busy', async () => {
    await env.MEDIA.put('logos/busy.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
    let running = 0;
    let peak = 0;
    const original = testEnv.IMAGES.input.bind(testEnv.IMAGES);
    vi.spyOn(testEnv.IMAGES, 'input').mockImplementation((stream) => {
      running++;
      peak = Math.max(peak, running);
      const transformer = original(stream);
      const output = transformer.transform({ width: 320 }).output({ format: 'image/webp' });
      return {
        transform: () => ({
          output: () =>
            new Promise((resolve) => setTimeout(resolve, 2500)).then(() => {
              running--;
              return output;
            }),
        }),
      } as never;
    });
    const responses = await Promise.all(
      [11, 12, 13, 14, 15, 16].map((q) => img(`url=/media/logos/busy.png&w=320&q=${q}`)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(peak).toBeLessThanOrEqual(2);
    const types = responses.map((response) => response.headers.get('content-type'));
    expect(types.filter((type) => type === 'image/png').length).toBeGreaterThan(0);
  }, 20_000);

  it('serves the original when a transform never ends, instead of leaving the image hanging', async () => {
    await env.MEDIA.put('logos/stalled.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(testEnv.IMAGES, 'input').mockImplementation(
        () =>
          ({
            transform: () => ({ output: () => new Promise(() => {}) }),
          }) as never,
      );
      const pending = img('url=/media/logos/stalled.png&w=320&q=17');
      await vi.advanceTimersByTimeAsync(TRANSFORM_TIME_LIMIT_MS + 100);
      const response = await pending;
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).not.toContain('immutable');
      expect(TRANSFORM_GATE.active).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
