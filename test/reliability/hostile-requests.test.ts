import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixture } from '../../src/graphql/test-fixture';
import { call, testEnv } from './request';

// What a hostile client sends the whole Worker (every middleware and route, as deployed): oversized
// and chunked bodies, HEAD and odd methods, out-of-range variables, keys of Object.prototype,
// invisible characters, foreign origins. Each answer is a deliberate 4xx, never a 500.

beforeAll(async () => {
  await seedFixture(testEnv.DB);
});

/** A request body sent in 16 KB chunks, with what the server pulled of it and whether it cancelled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(120);
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) {
        controller.close();
        return;
      }
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('a body refused for its size', () => {
  const posts = [
    { path: '/api/graphql/mutation/Ping', type: 'application/json' },
    { path: '/profil/acme', type: 'application/x-www-form-urlencoded' },
    { path: '/en-GB/profil/acme', type: 'application/x-www-form-urlencoded' },
    { path: '/a/b', type: 'application/json' },
  ];

  it('is read to its end, never left half-read on the connection, when it comes chunked', async () => {
    for (const { path, type } of posts) {
      const { stream, state } = countingBody(1024 * 1024);
      const response = await call(path, {
        init: { method: 'POST', headers: { 'content-type': type }, body: stream },
      });
      expect(response.status, path).toBe(413);
      expect(state.pulled, path).toBeGreaterThanOrEqual(1024 * 1024);
      expect(state.cancelled, path).toBe(false);
    }
  });

  it('is read to its end when its Content-Length says it is too large', async () => {
    for (const { path, type } of posts) {
      const { stream, state } = countingBody(1024 * 1024);
      const response = await call(path, {
        init: {
          method: 'POST',
          headers: { 'content-type': type, 'content-length': String(1024 * 1024) },
          body: stream,
        },
      });
      expect(response.status, path).toBe(413);
      expect(state.pulled, path).toBeGreaterThanOrEqual(1024 * 1024);
      expect(state.cancelled, path).toBe(false);
    }
  });
});
