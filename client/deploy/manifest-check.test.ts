import { describe, expect, it, vi } from 'vitest';
import { createManifestCheck } from './manifest-check';

describe('createManifestCheck', () => {
  it('marks the build stale once the manifest names another build', async () => {
    const onStale = vi.fn();
    const fetchManifest = vi.fn().mockResolvedValueOnce({ id: 'b1' }).mockResolvedValueOnce({ id: 'b2' });
    const check = createManifestCheck({ currentId: 'b1', fetchManifest, onStale });
    expect(await check()).toBe(false);
    expect(await check()).toBe(true);
    expect(onStale).toHaveBeenCalledWith('b2');
  });

  it('takes the first answer as the baseline when the page has no build id, and survives failures', async () => {
    const onStale = vi.fn();
    const fetchManifest = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ id: 'b1' })
      .mockResolvedValueOnce({ id: 'b1' });
    const check = createManifestCheck({ currentId: null, fetchManifest, onStale });
    expect(await check()).toBe(false);
    expect(await check()).toBe(false);
    expect(await check()).toBe(false);
    expect(onStale).not.toHaveBeenCalled();
  });
});
