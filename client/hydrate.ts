import type { ReactNode } from 'react';
import type { IslandLoader } from './islands';

const RELOAD_KEY = 'tb:chunk-reload';
const RELOAD_WINDOW_MS = 10_000;

/**
 * A chunk that fails to load usually means a new deploy replaced it: reload the page, at most
 * once per 10 seconds (spec section 4) so a real outage does not loop.
 */
export function reloadOnChunkFailure(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
) {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/**
 * Hydrates one island marker: React (client/react-runtime) and the island's chunk load on demand.
 * The marker gets `data-hydrated` when hydration starts and `data-ready` once React has hydrated
 * the island and run its effects (its listeners are in place), so tests can wait for the latter.
 */
export async function hydrateIsland(
  element: HTMLElement,
  loaders: Record<string, IslandLoader>,
): Promise<void> {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = 'true';
  const load = loaders[element.dataset.island ?? ''];
  if (!load) return;
  try {
    const [{ createElement, hydrateRoot, useEffect }, Component] = await Promise.all([
      import('./react-runtime'),
      load(),
    ]);
    const props = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>;
    // Renders no element of its own; its effect runs after the island's (children's run first).
    const Ready = ({ children }: { children: ReactNode }) => {
      useEffect(() => {
        element.dataset.ready = 'true';
      }, []);
      return children;
    };
    hydrateRoot(element, createElement(Ready, null, createElement(Component, props)));
  } catch (error) {
    console.warn('island', element.dataset.island, error);
    reloadOnChunkFailure(sessionStorage, () => location.reload());
  }
}

const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/** Schedules an island by its `data-when`: visible (default), idle, or first interaction. */
export function schedule(element: HTMLElement, run: () => void): void {
  const when = element.dataset.when;
  if (when === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
    return;
  }
  if (when === 'interaction') {
    const target = (element.dataset.trigger && document.getElementById(element.dataset.trigger)) || element;
    const once = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, once);
      run();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, once, { passive: true });
    return;
  }
  if (!('IntersectionObserver' in window)) {
    run();
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  // `display: contents` markers have no box: observe their first child instead.
  observer.observe((element.firstElementChild as HTMLElement | null) ?? element);
}
