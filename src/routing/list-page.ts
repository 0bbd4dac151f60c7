import { notFound } from '../http/errors';

/**
 * The page of a paginated list a URL asks for: `?page=` from 1 to 9999, else 1 (a malformed
 * page is the first one, not an error).
 * @example requestedPage(new URL('https://example.com/fr-FR/articles?page=3')) // 3
 */
export function requestedPage(url: URL): number {
  const value = url.searchParams.get('page');
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/**
 * Answers 404 for a page past a list's last one; the first page exists even when it is empty.
 * @example assertPageExists(page, articles.info.pageCount, url.pathname)
 */
export function assertPageExists(page: number, pageCount: number, path: string): void {
  if (page > 1 && page > pageCount) throw notFound(path);
}

/**
 * The `page` query of a link to a list's page: none for the first, so it has one address.
 * @example link(locale, 'articles', {}, pageQuery(2)) // '/fr-FR/articles?page=2'
 */
export function pageQuery(page: number): { page: number | undefined } {
  return { page: page > 1 ? page : undefined };
}

/** The canonical query of a list's page (`head.canonicalQuery`): none for the first. */
export function canonicalPageQuery(page: number): { page: string } | undefined {
  return page > 1 ? { page: String(page) } : undefined;
}
