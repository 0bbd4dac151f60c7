import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { keepQuery } from './redirect';

describe('query kept across redirects', () => {
  it('keeps every value of a repeated parameter', () => {
    expect(keepQuery('/articles', '?a=1&a=2')).toBe('/articles?a=1&a=2');
    expect(keepQuery('/articles', '?a=1&b=x&a=2')).toBe('/articles?a=1&b=x&a=2');
  });

  it("lets the target's own values win, all of them", () => {
    expect(keepQuery('/a?x=1', '?x=2&y=3')).toBe('/a?x=1&y=3');
    expect(keepQuery('/a?x=1&x=4', '?x=2&x=3&y=3&y=5')).toBe('/a?x=1&x=4&y=3&y=5');
  });

  it('redirects /articles/?a=1&a=2 to /articles?a=1&a=2', async () => {
    const response = await SELF.fetch('http://localhost/articles/?a=1&a=2', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/articles?a=1&a=2');
  });
});

describe('API paths', () => {
  it.each(['/api/graphql/query/', '/api/graphql/query/.', '/api/graphql/'])(
    'answers %s with a 404, not a redirect to one',
    async (path) => {
      const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    },
  );
});
