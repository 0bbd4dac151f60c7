import { initChunkReload } from './chunk-reload';
import { initPrefetch } from './prefetch';

/**
 * Deploy safety in the browser: throttled reload on a missing chunk and link prefetching. Call
 * once from the client entry. (No build manifest polling: every navigation of this multi-page
 * site loads the current build, and a chunk gone with a deploy reloads the page once.)
 */
export function initDeploySafety(win: Window = window): void {
  initChunkReload(win);
  initPrefetch(win);
}
