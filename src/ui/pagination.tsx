import { useI18n } from '../i18n/i18n-context';

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
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Address of a page number. */
  hrefOf: (page: number) => string;
}

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-control px-3 text-sm font-medium';

/**
 * The page links of every paginated list: previous, a window of numbered pages, next (rel
 * prev/next, the current page marked for assistive technology); nothing for a single page.
 * @example <Pagination page={2} pageCount={9} hrefOf={(p) => `/reviews?page=${p}`} />
 */
export function Pagination({ page: current, pageCount, hrefOf }: PaginationProps) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('marketplace.common.pagination')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <a href={hrefOf(current - 1)} rel="prev" className={`${ITEM} text-ink hover:bg-stone-100`}>
              ‹ <span className="ml-1">{t('marketplace.common.previous')}</span>
            </a>
          </li>
        ) : null}
        {pageWindow(current, pageCount).map((page, i) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('marketplace.common.pageOf', { page, count: pageCount })}
                className={`${ITEM} ${page === current ? 'bg-ink text-white' : 'text-ink hover:bg-stone-100'}`}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <a href={hrefOf(current + 1)} rel="next" className={`${ITEM} text-ink hover:bg-stone-100`}>
              <span className="mr-1">{t('marketplace.common.next')}</span> ›
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
