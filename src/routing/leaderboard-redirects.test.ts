import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { resolveLeaderboardSlug } from './leaderboard-slug';

const now = new Date();
const year = now.getUTCFullYear();

/** Segments a visitor (or an old link) may put after /membres/leaderboards. */
const segment = fc.oneof(
  fc.constantFrom(
    'weekly',
    'monthly',
    'quarterly',
    'yearly',
    'periods',
    'tech-et-produit',
    'recrutement-et-rh',
  ),
  fc.constantFrom(
    '2018',
    '2019',
    '2023',
    String(year),
    String(year + 1),
    '123456',
    '0',
    '1',
    '3',
    '13',
    '53',
  ),
  fc.constantFrom(
    '2024-q3',
    '2024-q3-x',
    '2024-q3-tech-et-produit',
    '2024-x',
    '2023-tech-et-produit',
    `${year + 1}-q1`,
  ),
  fc.string({ minLength: 1, maxLength: 6 }),
);

/** What the slug resolves to, or the status it answers. */
function outcome(segments: string[]) {
  try {
    return resolveLeaderboardSlug(segments, now, '/membres/leaderboards');
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('leaderboard redirects never land on a 404', () => {
  it('every redirect of any slug resolves to a page', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const first = outcome(segments);
        if (typeof first === 'number' || first.kind === 'page') return;
        expect(outcome(first.slug), `${segments.join('/')} -> ${first.slug.join('/')}`).toMatchObject({
          kind: 'page',
        });
      }),
      { numRuns: 3000 },
    );
  });

  it('answers 404 at once where the spec would redirect to no page', () => {
    for (const slug of [
      ['2024-foo'],
      ['2024-q3-x'],
      ['periods'],
      [String(year + 1)],
      ['periods', String(year + 1)],
    ]) {
      expect(outcome(slug), slug.join('/')).toBe(404);
    }
  });

  const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  const sources = [
    '/membres/leaderboards',
    '/membres/leaderboards/2024',
    '/membres/leaderboards/2024-q3',
    '/membres/leaderboards/2024-q3-tech-et-produit',
    '/membres/leaderboards/2023-tech-et-produit',
    '/membres/leaderboards/periods/2022',
    '/membres/leaderboards/periods/x',
    '/membres/leaderboards/tech-et-produit',
    '/membres/leaderboards/tech-et-produit/2024',
    '/membres/leaderboards/tech-et-produit/monthly/2024/2',
    '/en-GB/membres/leaderboards/2022?sort=reviews',
  ];
  for (const path of sources) {
    it(`${path} redirects once to a page that answers 200`, { timeout: 30_000 }, async () => {
      const response = await get(path);
      expect([301, 302]).toContain(response.status);
      const target = response.headers.get('location') ?? '';
      expect((await get(target)).status, target).toBe(200);
    });
  }

  for (const path of [
    '/membres/leaderboards/2024-foo',
    '/membres/leaderboards/2024-q3-x',
    '/membres/leaderboards/periods',
    `/membres/leaderboards/${year + 1}`,
  ]) {
    it(`${path} answers 404 directly`, { timeout: 30_000 }, async () => {
      expect((await get(path)).status).toBe(404);
    });
  }
});
