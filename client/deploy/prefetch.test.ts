import { describe, expect, it } from 'vitest';
import { createPrefetcher, isPrefetchable } from './prefetch';

const origin = 'https://www.trustboard.test';

describe('prefetch', () => {
  it('keeps to internal pages', () => {
    const ok = (href: string) => isPrefetchable(new URL(href, origin), origin, '/');
    expect(ok('/articles')).toBe(true);
    expect(ok('/en-GB/profil/acme')).toBe(true);
    expect(ok('/')).toBe(false);
    expect(ok('https://evil.test/articles')).toBe(false);
    expect(ok('/api/graphql/query/Cities')).toBe(false);
    expect(ok('/media/logos/a.png')).toBe(false);
    expect(ok('/a/b')).toBe(false);
    expect(ok('/sitemap.xml')).toBe(false);
  });

  it('runs at most 4 prefetches at once, each address once', async () => {
    const pending: (() => void)[] = [];
    const started: string[] = [];
    const prefetcher = createPrefetcher(
      (href) =>
        new Promise<void>((resolve) => {
          started.push(href);
          pending.push(resolve);
        }),
    );
    for (let n = 0; n < 7; n++) prefetcher.request(`/p${n}`);
    prefetcher.request('/p0');
    expect(started).toEqual(['/p0', '/p1', '/p2', '/p3']);
    expect(prefetcher.running).toBe(4);
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(5);
    expect(prefetcher.running).toBe(4);
  });
});
