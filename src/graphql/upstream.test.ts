import { describe, expect, it, vi } from 'vitest';
import { fetchUpstream, UpstreamError } from './upstream';

const call = (kind: 'query' | 'mutation', fetcher: typeof fetch) =>
  fetchUpstream({
    base: 'https://api.test/api/graphql',
    name: 'Op',
    kind,
    variables: {},
    lang: 'FR_FR',
    fetcher,
    baseDelayMs: 1,
  });

describe('upstream data API', () => {
  it('never sends a mutation twice, whatever the upstream answers', async () => {
    for (const failure of [
      () => Promise.resolve(new Response('busy', { status: 503 })),
      () => Promise.reject(new TypeError('connection reset')),
    ]) {
      const fetcher = vi.fn(failure) as unknown as typeof fetch;
      await expect(call('mutation', fetcher)).rejects.toBeInstanceOf(UpstreamError);
      expect(fetcher).toHaveBeenCalledTimes(1);
    }
  });

  it('retries a query on 503 then answers', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ data: { ok: true }, errors: [] }));
    expect(await call('query', fetcher as unknown as typeof fetch)).toEqual({
      data: { ok: true },
      errors: [],
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
