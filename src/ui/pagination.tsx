/** Page numbers to show: first, last, and a window around the current page; null for a gap. */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface PaginationProps {
  current: number;
  total: number;
  /** Address of a page number. */
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: string };
}

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-control px-3 text-sm font-medium';

/**
 * Page links with rel prev/next; renders nothing for a single page.
 * @example <Pagination current={2} total={9} href={(p) => `/reviews/page/${p}`} labels={…} />
 */
export function Pagination({ current, total, href, labels }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev" className={`${ITEM} text-ink hover:bg-stone-100`}>
              ‹ <span className="ml-1">{labels.previous}</span>
            </a>
          </li>
        ) : null}
        {pageWindow(current, total).map((page, i) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={labels.page.replace('{{page}}', String(page))}
                className={`${ITEM} ${page === current ? 'bg-ink text-white' : 'text-ink hover:bg-stone-100'}`}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <a href={href(current + 1)} rel="next" className={`${ITEM} text-ink hover:bg-stone-100`}>
              <span className="mr-1">{labels.next}</span> ›
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
