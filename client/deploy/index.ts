import { initChunkReload } from './chunk-reload';
import { initManifestCheck } from './manifest-check';
import { initPrefetch } from './prefetch';

export { importWithReload, initChunkReload, reloadForChunkError } from './chunk-reload';
export { initManifestCheck } from './manifest-check';
export { initPrefetch } from './prefetch';

/**
 * Deploy safety in the browser: throttled reload on a missing chunk, build manifest checks and
 * link prefetching. Call once from the client entry.
 */
export function initDeploySafety(win: Window = window): void {
  initChunkReload(win);
  initManifestCheck(win);
  initPrefetch(win);
}
