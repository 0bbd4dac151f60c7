/** Previous / next links of a paginated list, plus the page count; hidden when one page fits. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
  labels,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  labels: { previous: string; next: string; pageOf: string; pagination: string };
}) {
  if (pageCount <= 1) return null;
  const link =
    'inline-flex items-center rounded-full border border-line-strong bg-white px-4 py-2 text-sm font-medium text-ink hover:border-brand-700 hover:text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700';
  return (
    <nav aria-label={labels.pagination} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev" className={link}>
          ← {labels.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{labels.pageOf}</p>
      {page < pageCount ? (
        <a href={hrefOf(page + 1)} rel="next" className={link}>
          {labels.next} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `<link rel=prev/next>` targets of a page, for the document head. */
export function relLinks(page: number, pageCount: number, hrefOf: (page: number) => string) {
  return {
    prev: page > 1 ? hrefOf(page - 1) : undefined,
    next: page < pageCount ? hrefOf(page + 1) : undefined,
  };
}
