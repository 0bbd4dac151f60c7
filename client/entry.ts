// The only script every page loads. It holds no React: it finds island markers and, only when
// one is needed, loads React and that island's chunk (design section 3).
import { startAnalytics } from './analytics';
import { enableAutoSubmit } from './auto-submit';
import { initDeploySafety } from './deploy';
import { hydrateIsland, schedule } from './hydrate';
import { islands } from './islands';

function start() {
  initDeploySafety();
  startAnalytics();
  enableAutoSubmit();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    schedule(element, () => hydrateIsland(element, islands));
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
