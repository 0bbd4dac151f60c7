import type { ReactNode } from 'react';
import { importWithReload } from './deploy/chunk-reload';
import type { IslandLoader } from './islands';

/**
 * Hydrates one island marker: React (client/react-runtime) and the island's chunk load on demand.
 * The marker gets `data-hydrated` when hydration starts and `data-ready` once React has hydrated
 * the island and run its effects (its listeners are in place), so tests can wait for the latter.
 */
export async function hydrateIsland(
  element: HTMLElement,
  loaders: Record<string, IslandLoader>,
): Promise<boolean> {
  if (element.dataset.hydrated) return element.dataset.ready === 'true';
  element.dataset.hydrated = 'true';
  const load = loaders[element.dataset.island ?? ''];
  if (!load) return false;
  let ready = () => {};
  const readied = new Promise<boolean>((resolve) => {
    ready = () => resolve(true);
  });
  try {
    // A chunk gone with a deploy reloads the page (at most once per 10 s); any other failure
    // leaves the server-rendered island as it is.
    const [{ createElement, hydrateRoot, useEffect }, Component] = await Promise.all([
      importWithReload(() => import('./react-runtime')),
      importWithReload(load),
    ]);
    const props = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>;
    // Renders no element of its own; its effect runs after the island's (children's run first).
    const Ready = ({ children }: { children: ReactNode }) => {
      useEffect(() => {
        element.dataset.ready = 'true';
        ready();
      }, []);
      return children;
    };
    hydrateRoot(element, createElement(Ready, null, createElement(Component, props)));
  } catch (error) {
    console.warn('island', element.dataset.island, error);
    return false;
  }
  return readied;
}

/**
 * Whether the island's `data-idle-if-stored` key holds something in local storage: an island that
 * restores a visitor's own state (the compare selection) then hydrates when idle, so the state
 * shows without a first interaction; for everyone else it waits for one.
 */
function storedFor(element: HTMLElement): boolean {
  const key = element.dataset.idleIfStored;
  if (!key) return false;
  try {
    return Boolean(window.localStorage.getItem(key));
  } catch {
    return false;
  }
}

const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/** How long a click made before its island is ready waits for it before going ahead as a plain click. */
const REPLAY_WAIT_MS = 8000;

/**
 * Schedules an island by its `data-when`: visible (default), idle, or first interaction. An
 * interaction island starts loading on the first pointer, touch, focus or key event on its
 * trigger; a click (or a tap, or Enter) on one of its `data-replay` links that lands before the
 * island is ready is held and replayed once it is, so the first click already does what the
 * island does (open the review modal) instead of following the plain link.
 */
export function schedule(element: HTMLElement, run: () => Promise<boolean> | undefined): void {
  const when = storedFor(element) ? 'idle' : element.dataset.when;
  if (when === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void run(), { timeout: 3000 });
    else setTimeout(() => void run(), 200);
    return;
  }
  if (when === 'interaction') {
    const target = (element.dataset.trigger && document.getElementById(element.dataset.trigger)) || element;
    let started: Promise<boolean> | undefined;
    const start = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, start);
      started ??= Promise.resolve(run()).then(Boolean);
      return started;
    };
    const holdEarlyClick = (event: MouseEvent) => {
      if (element.dataset.ready === 'true') {
        target.removeEventListener('click', holdEarlyClick, true);
        return;
      }
      const control = element.dataset.replay
        ? (event.target as Element | null)?.closest?.(element.dataset.replay)
        : null;
      if (!control || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), REPLAY_WAIT_MS));
      void Promise.race([start(), timeout]).then(() => {
        // Ready or not, the visitor's click happens: through the island, or as the plain link.
        target.removeEventListener('click', holdEarlyClick, true);
        (control as HTMLElement).click();
      });
    };
    for (const type of INTERACTIONS) target.addEventListener(type, start, { passive: true });
    if (element.dataset.replay) target.addEventListener('click', holdEarlyClick, true);
    return;
  }
  if (!('IntersectionObserver' in window)) {
    void run();
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      void run();
    }
  });
  // `display: contents` markers have no box: observe their first child instead.
  observer.observe((element.firstElementChild as HTMLElement | null) ?? element);
}
