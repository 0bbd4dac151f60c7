// Deploy safety in the browser: a throttled reload on a missing chunk, and link prefetching. (No
// build manifest polling: every navigation of this multi-page site loads the current build, and
// a chunk gone with a deploy reloads the page once.)
export { initChunkReload } from './chunk-reload';
export { initPrefetch } from './prefetch';
