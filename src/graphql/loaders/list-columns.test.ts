import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOperation } from '../execute';
import { createRegistry } from '../registry';
import { seedFixture } from '../test-fixture';
import { MEMBER_CARD_COLUMNS, MEMBER_LONG_TEXTS, REVIEW_CARD_COLUMNS, REVIEW_LONG_TEXTS } from '.';

const registry = createRegistry({
  LongTexts: {
    kind: 'query',
    ttl: 0,
    document: `query LongTexts {
      member(slug: "acme") { about uniqueValue customerJourney }
      membersBySlugs(slugs: ["acme", "beta"]) { slug about uniqueValue customerJourney name }
    }`,
  },
  ReviewTexts: {
    kind: 'query',
    ttl: 0,
    document: `query ReviewTexts {
      one: reference(memberSlug: "acme", id: "r-one") { id caseStudy { title body } timeline { date label } }
      three: reference(memberSlug: "acme", id: "r-three") { id caseStudy { title body } timeline { date label } }
      lastReviews(first: 10) { id caseStudy { title body } timeline { date label } }
    }`,
  },
});

const columnsOf = async (table: string) => {
  const { results } = await env.DB.prepare('SELECT name FROM pragma_table_info(?)').bind(table).all<{
    name: string;
  }>();
  return results.map((row) => row.name).sort();
};

beforeAll(() => seedFixture(env.DB));

describe('member and review columns of lists', () => {
  it('are every column of members and reviews but the long texts, which are the rest', async () => {
    expect([...MEMBER_CARD_COLUMNS, ...MEMBER_LONG_TEXTS].sort()).toEqual(await columnsOf('members'));
    expect([...REVIEW_CARD_COLUMNS, ...REVIEW_LONG_TEXTS].sort()).toEqual(await columnsOf('reviews'));
  });

  it('give a member read in a list the same long texts as its profile, loaded in one statement', async () => {
    const { result, stats } = await runOperation<{
      member: { about: string | null; uniqueValue: string | null; customerJourney: string[] };
      membersBySlugs: {
        slug: string;
        about: string | null;
        uniqueValue: string | null;
        customerJourney: string[];
      }[];
    }>({ env, lang: 'FR_FR', name: 'LongTexts', kind: 'query', variables: {}, registry, bypassCache: true });
    expect(result.errors).toEqual([]);
    const profile = result.data?.member;
    expect(profile).toEqual({ about: 'À propos', uniqueValue: null, customerJourney: ['Appel', 'Devis'] });
    const [acme, beta] = result.data?.membersBySlugs ?? [];
    expect(acme).toMatchObject({ slug: 'acme', ...profile });
    expect(beta).toMatchObject({ slug: 'beta', about: null, uniqueValue: null, customerJourney: [] });
    // The profile, the list, then the list's long texts: three statements in two round trips.
    expect(stats.statements).toBe(3);
    expect(stats.roundTrips).toBe(2);
  });

  it('give a review read in a list the same case study and timeline as its reference page', async () => {
    type Texts = { id: string; caseStudy: { title: string }[]; timeline: { date: string }[] };
    const { result } = await runOperation<{ one: Texts; three: Texts; lastReviews: Texts[] }>({
      env,
      lang: 'FR_FR',
      name: 'ReviewTexts',
      kind: 'query',
      variables: {},
      registry,
      bypassCache: true,
    });
    expect(result.errors).toEqual([]);
    const { one, three, lastReviews } = result.data!;
    // The fixture gives r-one a timeline and a case study, r-three a case study.
    expect(one.timeline.length).toBeGreaterThan(0);
    expect(three.caseStudy.length).toBeGreaterThan(0);
    for (const whole of [one, three])
      expect(lastReviews.find((review) => review.id === whole.id)).toEqual(whole);
  });
});
