/**
 * Returns the address when a visitor may follow it from rich text, else null: same-site paths
 * (not protocol-relative `//` or `/\`), http(s) and mailto. Blocks `javascript:`, `data:` and the like.
 * @example safeHref('javascript:alert(1)') // null
 */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? null : href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
