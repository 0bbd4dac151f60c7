import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_KEY, reloadForChunkError } from './chunk-reload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://x.test/assets/island-abc.js',
);

function deps(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  return {
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    reload: vi.fn(),
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    store,
  };
}

describe('reloadForChunkError', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once every 10 seconds', () => {
    const d = deps();
    expect(reloadForChunkError(chunkError, d)).toBe(true);
    expect(d.store.get(RELOAD_KEY)).toBe('1000000');
    d.advance(9_999);
    expect(reloadForChunkError(chunkError, d)).toBe(false);
    d.advance(1);
    expect(reloadForChunkError(chunkError, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors, or without sessionStorage', () => {
    const d = deps();
    expect(reloadForChunkError(new Error('boom'), d)).toBe(false);
    expect(reloadForChunkError(chunkError, { storage: null, reload: d.reload, now: d.now })).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reloadForChunkError(chunkError, { storage: blocked, reload: d.reload, now: d.now })).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });
});
