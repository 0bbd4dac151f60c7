/** sessionStorage key of the last reload caused by a failed chunk. */
export const RELOAD_KEY = 'chunk-reload-at';
/** Least time between two such reloads (spec section 4). */
export const RELOAD_INTERVAL_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i;

/** Whether an error is a failed dynamic import (the chunk of an older build is gone). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now?: () => number;
}

/**
 * Reloads the page for a failed chunk, at most once every 10 s (the time is kept in
 * sessionStorage so a reload loop stops). Returns whether it reloaded.
 * @example islandLoader().catch((error) => { reloadForChunkError(error, deps); throw error })
 */
export function reloadForChunkError(error: unknown, deps: ReloadDeps): boolean {
  // Without sessionStorage there is no memory between loads: never risk a reload loop.
  if (!isChunkLoadError(error) || !deps.storage) return false;
  const now = (deps.now ?? Date.now)();
  let last = 0;
  try {
    last = Number(deps.storage.getItem(RELOAD_KEY) ?? 0) || 0;
  } catch {
    last = 0;
  }
  if (now - last < RELOAD_INTERVAL_MS) return false;
  try {
    deps.storage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/**
 * Wraps a dynamic import so a missing chunk reloads the page (throttled); the error still
 * propagates. Island hydration loads React and every island chunk through it.
 * @example const mod = await importWithReload(() => import('./islands/contact-form'))
 */
export function importWithReload<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  return load().catch((error: unknown) => {
    reloadForChunkError(error, { storage: safeSession(win), reload: () => win.location.reload() });
    throw error;
  });
}

/** Also catches dynamic imports nobody awaited, through unhandled rejections. */
export function initChunkReload(win: Window = window): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (
      reloadForChunkError(event.reason, { storage: safeSession(win), reload: () => win.location.reload() })
    ) {
      event.preventDefault();
    }
  });
}

function safeSession(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
