import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { assertPageExists, canonicalPageQuery, pageQuery, requestedPage } from './list-page';

const url = (query: string) => new URL(`https://example.com/fr-FR/articles${query}`);

describe('list pages', () => {
  it('reads ?page= from 1 to 9999 and takes any other value for the first page', () => {
    expect(requestedPage(url('?page=3'))).toBe(3);
    expect(requestedPage(url('?page=9999'))).toBe(9999);
    for (const query of ['', '?page=0', '?page=02', '?page=-1', '?page=10000', '?page=2x', '?page=']) {
      expect(requestedPage(url(query))).toBe(1);
    }
  });

  it('answers 404 past the last page, never for the first one even when the list is empty', () => {
    expect(() => assertPageExists(1, 0, '/fr-FR/articles')).not.toThrow();
    expect(() => assertPageExists(3, 3, '/fr-FR/articles')).not.toThrow();
    try {
      assertPageExists(4, 3, '/fr-FR/articles');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(404);
    }
  });

  it('gives the first page no page query, in links and in the canonical address', () => {
    expect(pageQuery(1)).toEqual({ page: undefined });
    expect(pageQuery(2)).toEqual({ page: 2 });
    expect(canonicalPageQuery(1)).toBeUndefined();
    expect(canonicalPageQuery(2)).toEqual({ page: '2' });
  });
});
