import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const SEGMENTS = [
  'membres',
  'leaderboards',
  'profil',
  'articles',
  'tags',
  'clients',
  'trustawards',
  'search',
  'reviews',
  'page',
  'qualite',
  'reference',
  'collection',
  'services',
  'tech-et-produit',
  'paris',
  'weekly',
  'yearly',
  'quarterly',
  'monthly',
  'periods',
  '2024',
  '2024-q2',
  '2019',
  '0',
  '53',
  'en-GB',
  'nl-NL',
  '_locale',
  '',
  '.',
  '..',
  '%2F',
  '%2F%2Fevil.com',
  '%5C',
  '\\evil.com',
  '%00',
  '%E0%A4%A',
  '%',
  '<x>',
  'évé',
  '😀',
  'a'.repeat(300),
];

const segment = fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 12 }));
const path = fc.array(segment, { maxLength: 7 }).map((parts) => `/${parts.join('/')}`);
const query = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }).map((text) => `?${text}`),
  fc.constantFrom(
    '?next=//evil.com&to=en-GB',
    '?next=/\\evil.com&to=de-DE',
    '?id=%00',
    '?category=%E0',
    '?page=1e9',
  ),
);
const cookie = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 40 }),
  fc.constant('locale=xx; tf_uid=1; tf_cid'),
);

describe('no visitor input yields a 500 or an off-site redirect', () => {
  it('holds for random paths, query strings and cookies', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, cookie, async (p, q, c) => {
        let url: string;
        try {
          // Concatenated, not resolved: a path starting with // must stay a path of localhost.
          url = new URL(`http://localhost${p}${q}`).href;
        } catch {
          return;
        }
        const headers = new Headers();
        try {
          if (c) headers.set('cookie', c);
        } catch {
          // Not a valid header value: a browser could not send it either.
        }
        const response = await SELF.fetch(url, { redirect: 'manual', headers });
        await response.arrayBuffer();
        expect(response.status, url).toBeLessThan(500);
        const location = response.headers.get('location');
        if (location)
          expect(new URL(location, 'http://localhost').origin, `${url} -> ${location}`).toBe(
            'http://localhost',
          );
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
