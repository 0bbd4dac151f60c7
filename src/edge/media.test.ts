import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from './images/test-fixtures';

beforeAll(async () => {
  await env.MEDIA.put('avatars/a.png', tinyPng(), { httpMetadata: { contentType: 'image/png' } });
});

describe('GET /media/{key}', () => {
  it('serves the file with its type, an ETag and a long immutable cache', async () => {
    const response = await SELF.fetch('http://localhost/media/avatars/a.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(tinyPng());
  });

  it('answers 304 when If-None-Match holds the current ETag', async () => {
    const first = await SELF.fetch('http://localhost/media/avatars/a.png');
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const second = await SELF.fetch('http://localhost/media/avatars/a.png', {
      headers: { 'if-none-match': etag },
    });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
  });

  it('answers 304 to a list of tags, a weak tag or `*` that matches, 200 to one that does not (RFC 9110)', async () => {
    const first = await SELF.fetch('http://localhost/media/avatars/a.png');
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const status = async (ifNoneMatch: string) => {
      const response = await SELF.fetch('http://localhost/media/avatars/a.png', {
        headers: { 'if-none-match': ifNoneMatch },
      });
      await response.arrayBuffer();
      return response.status;
    };
    for (const header of [`"other", ${etag}`, `"other",${etag}`, `W/${etag}`, `W/"x", W/${etag}`, '*'])
      expect(await status(header), header).toBe(304);
    for (const header of ['"other"', 'W/"other", "more"', 'nonsense'])
      expect(await status(header), header).toBe(200);
  });

  it.each([
    '/media/avatars/none.png',
    '/media/../x',
    '/media/%E0%A4%A',
    '/media/',
    '/media/a%2F..%2Fb',
    // Longer than any R2 key (1,024 bytes): R2 refuses to look it up at all.
    `/media/${'x'.repeat(1025)}`,
  ])('answers 404 for %s', async (path) => {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
