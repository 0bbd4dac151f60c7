/** At most this many prefetches run at once (spec section 9). */
export const MAX_CONCURRENT_PREFETCH = 4;
const HOVER_DELAY_MS = 65;
// Endpoints that are not pages (or have side effects, like /_locale setting the cookie): never prefetched.
const SKIP = /^\/(?:a|api|media|_img|_locale|builds|sitemaps?)(?:\/|\.|$)/;

/**
 * Whether a link is an internal page worth prefetching.
 * @example isPrefetchable(new URL('https://x.test/articles'), 'https://x.test', '/') // true
 */
export function isPrefetchable(url: URL, origin: string, currentPath: string): boolean {
  return (
    url.origin === origin &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname !== currentPath &&
    !SKIP.test(url.pathname)
  );
}

/** A queue that runs at most 4 tasks at once, each address once. */
export function createPrefetcher(start: (href: string) => Promise<void>, limit = MAX_CONCURRENT_PREFETCH) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const href = waiting.shift() as string;
      running++;
      void start(href)
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    request(href: string) {
      if (seen.has(href)) return;
      seen.add(href);
      waiting.push(href);
      next();
    },
    get running() {
      return running;
    },
  };
}

/** Runs `work` in a task of its own when the browser is idle, or after `fallbackMs` where it cannot say. */
function whenIdle(win: Window | null, work: () => void, fallbackMs: number, options?: IdleRequestOptions) {
  if (typeof win?.requestIdleCallback === 'function') win.requestIdleCallback(work, options);
  else setTimeout(work, fallbackMs);
}

/**
 * `<link rel=prefetch>` that settles when the browser has the page (or gave up). Each is added in
 * a task of its own, when the browser is idle: adding one starts its request on the main thread
 * (14 ms on a phone-speed CPU), and the four that the links in view start at once made one task
 * long enough to block a tap.
 */
function linkPrefetch(doc: Document) {
  return (href: string) =>
    new Promise<void>((resolve) => {
      whenIdle(
        doc.defaultView,
        () => {
          const link = doc.createElement('link');
          link.rel = 'prefetch';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => resolve();
          doc.head.appendChild(link);
        },
        0,
        { timeout: 2000 },
      );
    });
}

/**
 * Prefetches internal links on hover or focus, and when they scroll into view, 4 at a time.
 * Off when the visitor asked to save data.
 */
export function initPrefetch(win: Window = window): void {
  const doc = win.document;
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const prefetcher = createPrefetcher(linkPrefetch(doc));
  const consider = (anchor: HTMLAnchorElement) => {
    if (anchor.hasAttribute('download') || anchor.target === '_blank') return;
    const url = new URL(anchor.href, win.location.href);
    url.hash = '';
    if (isPrefetchable(url, win.location.origin, win.location.pathname)) prefetcher.request(url.href);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    clearTimeout(timer);
    timer = setTimeout(() => consider(anchor), HOVER_DELAY_MS);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      consider(entry.target as HTMLAnchorElement);
    }
  });
  const observeAll = () => {
    for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(anchor);
  };
  // Visible links wait for an idle moment so prefetching never competes with the page itself.
  whenIdle(win, observeAll, 1000);
}
