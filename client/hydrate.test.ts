import { describe, expect, it, vi } from 'vitest';
import { reloadOnChunkFailure } from './hydrate';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnChunkFailure', () => {
  it('reloads once, then not again within 10 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkFailure(storage, reload, 100_000)).toBe(true);
    expect(reloadOnChunkFailure(storage, reload, 105_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('reloads again once 10 seconds have passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnChunkFailure(storage, reload, 100_000);
    expect(reloadOnChunkFailure(storage, reload, 110_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
