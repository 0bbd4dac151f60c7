/**
 * The only inline scripts a page may carry. Their text is fixed per build, so the build hashes
 * them into the CSP (`scripts/build-client.ts` -> src/generated/csp.ts) and every anonymous page
 * stays byte-identical: no per-response nonce. Anything that varies per page travels as data
 * (attributes, JSON data scripts), never as script text.
 */

/**
 * Loads the client entry. Under `'strict-dynamic'` a parser-inserted `<script src>` would need a
 * nonce; a script inserted by a hash-trusted script is trusted, and so is what it imports. When
 * the entry (or a module it imports) cannot be fetched, or one of the site's own scripts
 * (`/assets/`) throws, the page is marked `data-scripts-failed`, and the stylesheet draws again
 * what scripts would have made useless (a filter's Apply button): a script that loads but fails
 * before it enhances the filters must not leave them with no way to apply.
 * @example loaderScript('/assets/entry-AB12.js')
 */
export function loaderScript(entry: string): string {
  return `(function(w,d){function f(){d.documentElement.setAttribute("data-scripts-failed","")}w.addEventListener("error",function(e){if(/\\/assets\\/[^/?#]+\\.js/.test(e.filename||""))f()});var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};s.onerror=f;d.head.appendChild(s)})(window,document)`;
}

/**
 * Queues the error page's analytics event, read from the script element's `data-event` (JSON), so
 * the text is the same on every error page.
 */
export const ERROR_EVENT_SCRIPT =
  '(function(s){(window.__analytics=window.__analytics||[]).push(JSON.parse(s.getAttribute("data-event")))})(document.currentScript)';

/**
 * Scrolls the sideways-scrolling row just before it (a profile's tabs) so that its current link
 * is in view on a narrow screen: the page a visitor is on is never a tab hidden past the screen's
 * edge. It runs as the row is parsed, before the row is first drawn; the text is the same on
 * every page.
 */
export const CURRENT_IN_VIEW_SCRIPT =
  '(function(s){var r=s.previousElementSibling,a=r&&r.querySelector("[aria-current=page]");if(a&&r.scrollWidth>r.clientWidth){var o=a.getBoundingClientRect(),b=r.getBoundingClientRect();r.scrollLeft+=o.left-b.left-(b.width-o.width)/2}})(document.currentScript)';
