/** Address of the current build's manifest, written by scripts/build-manifest.ts. */
export const MANIFEST_URL = '/builds/latest.json';
/** How often an open tab checks for a new build. */
export const CHECK_INTERVAL_MS = 5 * 60_000;

export interface ManifestCheckDeps {
  /** Build id printed in the page (`<meta name="build-id">`), if any. */
  currentId: string | null;
  fetchManifest: () => Promise<{ id?: unknown } | null>;
  onStale: (latestId: string) => void;
}

/**
 * Compares the running build with the latest one; the first answer becomes the baseline when the
 * page carries no build id. Returns a function that runs one check.
 */
export function createManifestCheck(deps: ManifestCheckDeps): () => Promise<boolean> {
  let baseline = deps.currentId;
  let stale = false;
  return async function checkManifest() {
    if (stale) return true;
    const manifest = await deps.fetchManifest().catch(() => null);
    const id = typeof manifest?.id === 'string' ? manifest.id : null;
    if (!id) return false;
    baseline ??= id;
    if (id !== baseline) {
      stale = true;
      deps.onStale(id);
    }
    return stale;
  };
}

/**
 * Checks the manifest every 5 minutes and whenever the tab becomes visible; a stale build sets
 * `data-stale-build` on <html> and fires `build:stale`, and the next navigation loads in full.
 */
export function initManifestCheck(win: Window = window): () => Promise<boolean> {
  const doc = win.document;
  const check = createManifestCheck({
    currentId: doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null,
    fetchManifest: async () => {
      const response = await win.fetch(MANIFEST_URL, { cache: 'no-store' });
      return response.ok ? ((await response.json()) as { id?: unknown }) : null;
    },
    onStale: (latestId) => {
      doc.documentElement.dataset.staleBuild = latestId;
      win.dispatchEvent(new CustomEvent('build:stale', { detail: { id: latestId } }));
    },
  });
  void check();
  win.setInterval(() => void check(), CHECK_INTERVAL_MS);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') void check();
  });
  return check;
}
