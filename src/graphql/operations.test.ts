import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LangCode } from '../i18n/locales';
import { runOperation } from './execute';
import { seedFixture } from './test-fixture';

// biome-ignore lint/suspicious/noExplicitAny: results are read loosely; the assertions check their shape.
type Data = Record<string, any>;

async function run(name: string, variables: Record<string, unknown> = {}, lang: LangCode = 'FR_FR') {
  const pending: Promise<unknown>[] = [];
  const outcome = await runOperation<Data>({
    env,
    lang,
    name,
    kind: 'query',
    variables,
    waitUntil: (p) => pending.push(p),
  });
  await Promise.all(pending);
  expect(outcome.result.errors).toEqual([]);
  return outcome;
}

async function clearCache() {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

beforeAll(() => seedFixture(env.DB));
beforeEach(clearCache);

describe('the nine shell operations', () => {
  it('MembersServices lists categories with activities and specialties', async () => {
    const { result } = await run('MembersServices');
    const [category] = (result.data?.membersServices ?? []) as Data[];
    expect(category).toMatchObject({ slug: 'tech-et-produit', kind: 'CATEGORY', label: 'Tech et produit' });
    expect(category?.children[0]).toMatchObject({ slug: 'developpement-web', kind: 'ACTIVITY' });
    expect(category?.children[0].children[0]).toMatchObject({
      slug: 'react',
      kind: 'SPECIALTY',
      label: null,
    });
  });

  it('MainNavigation resolves labels in the lang argument, with French fallback', async () => {
    const { result } = await run('MainNavigation', { lang: 'EN_GB' });
    expect(result.data?.mainNavigation.map((item: Data) => item.title)).toEqual(['Home', 'Classements']);
    expect(result.data?.mainNavigation[0].content).toEqual({ link: { target: 'BRAND_HOME' } });
  });

  it('MainFooter returns the tagline and link groups with their sub-components', async () => {
    const { result } = await run('MainFooter', { lang: 'DE_DE' });
    const [text, group] = (result.data?.mainFooter ?? []) as Data[];
    expect(text).toMatchObject({ kind: 'TEXT', title: 'Le label de confiance' });
    expect(group).toMatchObject({ kind: 'LINK_GROUP', title: 'Entreprise' });
    expect(group?.subComponents[0]).toMatchObject({
      kind: 'LINK',
      title: 'Jobs',
      content: { link: { target: 'JOBS' } },
    });
  });

  it('DefaultCta returns the configured component with its translated button label', async () => {
    const { result } = await run('DefaultCta', { lang: 'EN_GB' });
    expect(result.data?.defaultCta).toMatchObject({
      id: 'cta-1',
      kind: 'CTA',
      title: 'Réservez une démo',
      content: { button: { label: 'Book', link: { target: 'MEMBER_APP' } }, theme: 'dark' },
    });
  });

  it('Shell answers what the five shell parts answer on their own, in one operation', async () => {
    const { result } = await run('Shell', { lang: 'EN_GB' });
    const shell = result.data as Data;
    for (const [name, field] of [
      ['MainNavigation', 'mainNavigation'],
      ['MainFooter', 'mainFooter'],
      ['DefaultCta', 'defaultCta'],
    ] as const)
      expect(shell[field]).toEqual((await run(name, { lang: 'EN_GB' })).result.data?.[field]);
    const [category] = shell.membersServices as Data[];
    expect(category).toMatchObject({ slug: 'tech-et-produit', children: [{ slug: 'developpement-web' }] });
    expect(category?.children[0]).not.toHaveProperty('children');
    // The contacts of the cool reviews (r-four has none), never that of an anonymised one.
    expect(shell.coolReviewContacts).toEqual([{ fullName: 'Ada Lovelace', avatar: null }]);
    await env.DB.prepare(`UPDATE reviews SET anonymised = 1 WHERE public_id = 'r-one'`).run();
    try {
      await clearCache();
      expect((await run('Shell', { lang: 'EN_GB' })).result.data?.coolReviewContacts).toEqual([]);
    } finally {
      await env.DB.prepare(`UPDATE reviews SET anonymised = 0 WHERE public_id = 'r-one'`).run();
    }
  });

  it('LastReviews lists every review newest first, anonymised ones without author', async () => {
    const { result } = await run('LastReviews');
    const reviews = result.data?.lastReviews as Data[];
    expect(reviews.map((review) => review.id)).toEqual(['r-four', 'r-one', 'r-two', 'r-three']);
    const hidden = reviews.find((review) => review.id === 'r-two');
    expect(hidden).toMatchObject({ anonymised: true, contact: null, buyer: null });
    expect(hidden?.masked).toEqual({ sector: 'K', jobTitle: 'Acheteur' });
    expect(reviews.find((review) => review.id === 'r-one')).toMatchObject({
      contact: { fullName: 'Ada Lovelace' },
      buyer: { name: 'Globex', sector: 'J' },
      owner: { slug: 'acme', primaryColor: '#23A954' },
    });
  });

  it('LastCoolReviews keeps only cool reviews and TeamPickedReviews only team picks', async () => {
    const cool = await run('LastCoolReviews');
    expect(cool.result.data?.lastCoolReviews.map((review: Data) => review.id)).toEqual(['r-four', 'r-one']);
    const picks = await run('TeamPickedReviews');
    expect(picks.result.data?.teamPickedReviews.map((review: Data) => review.id)).toEqual(['r-one']);
  });

  it('Cities follows config common_cities in the request language', async () => {
    const { result } = await run('Cities', {}, 'EN_GB');
    expect(result.data?.cities).toEqual([
      { id: 'lyon', slug: 'lyon', name: 'Lyons', position: 2 },
      { id: 'paris', slug: 'paris', name: 'Paris', position: 1 },
    ]);
  });

  it('Qualities reads both translated forms (map and list of {lang, value})', async () => {
    const german = await run('Qualities', {}, 'DE_DE');
    expect(german.result.data?.qualities.map((quality: Data) => quality.label)).toEqual([
      'Réactivité',
      'Fachwissen',
    ]);
    const english = await run('Qualities', {}, 'EN_GB');
    expect(english.result.data?.qualities.map((quality: Data) => quality.label)).toEqual([
      'Responsiveness',
      'Expertise',
    ]);
  });
});

describe('profile operations', () => {
  it('MemberProfile returns the header with aggregates and the brand colour fallback', async () => {
    const { result } = await run('MemberProfile', { slug: 'acme' }, 'EN_GB');
    expect(result.data?.member).toMatchObject({
      name: 'Acme',
      shortDescription: 'Web studio',
      reviewCount: 3,
      hasVideo: true,
      hasTestimony: true,
      hasCaseStudy: true,
      primaryColor: '#23A954',
      locations: [{ city: { slug: 'paris' } }],
    });
    // An activity labelled only in English still shows in French; a missing label stays null.
    const french = await run('MemberProfile', { slug: 'acme' });
    expect(french.result.data?.member.tags.map((tag: Data) => tag.label)).toEqual(['Web development', null]);
  });

  it('MemberProfile answers null for an unknown slug', async () => {
    const { result } = await run('MemberProfile', { slug: 'nobody' });
    expect(result.data?.member).toBeNull();
  });

  it('ProfileHome returns qualities by endorsements, featured reviews, FAQ, with about falling back to French', async () => {
    const { result, stats } = await run('ProfileHome', { slug: 'acme' }, 'EN_GB');
    const member = result.data?.member;
    expect(member.about).toBe('À propos');
    expect(member.qualities.map((item: Data) => [item.quality.slug, item.endorsements])).toEqual([
      ['reactivite', 2],
      ['expertise', 1],
    ]);
    expect(member.featuredReviews.map((review: Data) => review.id)).toEqual(['r-one']);
    expect(member.featuredReviews[0].testimony.highlight).toBe('Excellent');
    expect(member.reviews.info.total).toBe(3);
    expect(member.faqs[0]).toMatchObject({ question: 'Q ?', answer: 'R.' });
    expect(stats.roundTrips).toBeLessThanOrEqual(5);
  });

  it('Reference finds a review by its public id or its contact public id', async () => {
    const byContact = await run('Reference', { slug: 'acme', id: 'c-ada' });
    expect(byContact.result.data?.reference).toMatchObject({
      id: 'r-one',
      summary: { issue: 'Vieux site', solution: null, result: null },
      timeline: [{ date: '2024-01-02', label: 'Lancement' }],
      testimony: { body: 'Excellent travail' },
    });
    const byId = await run('Reference', { slug: 'acme', id: 'r-three' });
    expect(byId.result.data?.reference.caseStudy).toEqual([{ title: 'Contexte', body: 'Un vieux serveur' }]);
    const otherMember = await run('Reference', { slug: 'beta', id: 'r-one' });
    expect(otherMember.result.data?.reference).toBeNull();
  });
});

describe('ProfileReviews filters', () => {
  const ids = async (filter: Record<string, unknown>) => {
    const { result } = await run('ProfileReviews', { slug: 'acme', filter });
    return result.data?.member.reviews.items.map((review: Data) => review.id);
  };

  it('filters by sector, quality and service', async () => {
    expect(await ids({ sector: 'J' })).toEqual(['r-one', 'r-three']);
    expect(await ids({ quality: 'q-expert' })).toEqual(['r-three']);
    expect(await ids({ quality: 'reactivite' })).toEqual(['r-one', 'r-two']);
    expect(await ids({ service: 'developpement-web' })).toEqual(['r-one']);
  });

  it('filters by date range', async () => {
    expect(await ids({ date: 'LT_1Y' })).toEqual(['r-one']);
    expect(await ids({ date: 'Y1_2' })).toEqual(['r-two']);
    expect(await ids({ date: 'GT_2Y' })).toEqual(['r-three']);
  });

  it('filters by case study, testimony and video', async () => {
    expect(await ids({ caseStudy: true })).toEqual(['r-three']);
    expect(await ids({ testimony: true })).toEqual(['r-one']);
    expect(await ids({ video: true })).toEqual(['r-two']);
  });

  it('searches company and keywords, never the company of an anonymised review', async () => {
    expect(await ids({ q: 'globex' })).toEqual(['r-one', 'r-three']);
    expect(await ids({ q: 'cloud' })).toEqual(['r-three']);
    expect(await ids({ q: 'Secret' })).toEqual([]);
    expect(await ids({ q: '%' })).toEqual([]);
  });

  it('returns totals and the client sectors, within 5 D1 round trips', async () => {
    const { result, stats } = await run('ProfileReviews', { slug: 'acme', page: 1 });
    expect(result.data?.member.reviews.info).toEqual({ total: 3, page: 1, pageSize: 12, pageCount: 1 });
    expect(result.data?.member.clientSectors).toEqual(['J', 'K']);
    expect(stats.roundTrips).toBeLessThanOrEqual(5);
    expect(stats.rowsRead).toBeLessThanOrEqual(1000);
  });
});
