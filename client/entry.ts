// The only script every page loads. It holds no React: it finds island markers and, only when
// one is needed, loads React and that island's chunk (design section 3).
import { startAnalytics } from './analytics';
import { enableAutoSubmit } from './auto-submit';
import { initChunkReload, initPrefetch } from './deploy';
import { hydrateIsland, schedule } from './hydrate';
import { islands } from './islands';

/**
 * Runs `work` in a task of its own once the page has loaded and the browser is idle: what no
 * visitor waits for (analytics, prefetching) never lengthens the tasks that render and hydrate
 * the page.
 */
function afterLoad(work: () => void) {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function start() {
  initChunkReload(window);
  enableAutoSubmit();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    schedule(element, () => hydrateIsland(element, islands));
  }
  // Analytics starts when idle, or at once if the visitor leaves first: no queued event is lost.
  let analyticsStarted = false;
  const analyticsNow = (leaving: boolean) => {
    if (analyticsStarted) return;
    analyticsStarted = true;
    startAnalytics(window, { leaving });
  };
  window.addEventListener('pagehide', () => analyticsNow(true), { once: true });
  afterLoad(() => analyticsNow(false));
  afterLoad(() => initPrefetch(window));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
