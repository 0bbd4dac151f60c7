import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePage } from '../../test/dom';
import { app } from '../index';

const get = (path: string) => app.request(`http://localhost${path}`, {}, env);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/icons/{prefix}.json', () => {
  it('serves bundled icons without any fetch', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const response = await get('/api/icons/lucide.json?icons=star,folder,no-such-icon');
    expect(response.status).toBe(200);
    const json = (await response.json()) as { icons: Record<string, { body: string }>; not_found: string[] };
    expect(Object.keys(json.icons).sort()).toEqual(['folder', 'star']);
    // The body is the inside of an <svg>: parsed there, it draws with at least one path.
    const star = parsePage(`<svg xmlns="http://www.w3.org/2000/svg">${json.icons.star?.body ?? ''}</svg>`);
    expect(star.querySelectorAll('svg path').length).toBeGreaterThan(0);
    expect(json.not_found).toEqual(['no-such-icon']);
    expect(spy).not.toHaveBeenCalled();
  });

  it('falls back to the public icon API with a 1500 ms time-out', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ prefix: 'mdi', icons: { home: { body: '<path d="M0"/>' } } }));
    const response = await get('/api/icons/mdi.json?icons=home');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ prefix: 'mdi', icons: { home: {} } });
    expect(spy.mock.calls[0]?.[0]).toBe('https://api.iconify.design/mdi.json?icons=home');
    const init = spy.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers 404 when the public API fails or times out', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    expect((await get('/api/icons/mdi.json?icons=home')).status).toBe(404);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json(404));
    expect((await get('/api/icons/nope.json?icons=home')).status).toBe(404);
  });

  it.each([
    '/api/icons/lucide.json',
    '/api/icons/lucide.json?icons=../x',
    '/api/icons/lucide.json?icons=A%20B',
  ])('answers 400 for bad icon names: %s', async (path) => {
    expect((await get(path)).status).toBe(400);
  });

  it('answers 404 for a malformed set name', async () => {
    expect((await get('/api/icons/..%2Fx.json?icons=a')).status).toBe(404);
  });
});
