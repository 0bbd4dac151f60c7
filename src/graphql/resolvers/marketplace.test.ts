import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { runOperation } from '../execute';
import { forgetReference } from '../reference';
import { directoryListing } from './marketplace-directory';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk deep result shapes of many operations
type Data = Record<string, any>;
const run = async (name: string, variables: Record<string, unknown>, lang: 'FR_FR' | 'EN_GB' = 'FR_FR') =>
  (await runOperation<Data>({ env, lang, name, kind: 'query', variables })).result;

beforeAll(async () => {
  const db = env.DB;
  await db.batch([
    db.prepare('INSERT INTO cities (id, slug, name) VALUES (1, \'lyon\', \'{"FR_FR":"Lyon"}\')'),
    db.prepare(
      "INSERT INTO tags (id, public_id, slug, kind, label) VALUES (1, 't1', 'tech-et-produit', 'CATEGORY', '{\"FR_FR\":\"Tech\"}'), (2, 't2', 'seo', 'ACTIVITY', '{\"FR_FR\":\"SEO\"}')",
    ),
    db.prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category, average_rating, review_count)
       VALUES (1, 'm1', 'alpha', 'Alpha Web', '2020-01-01', '2020-01-01', 'tech_et_produit', 6, 10),
              (2, 'm2', 'beta', 'Beta Conseil', '2020-01-01', '2020-01-01', 'tech_et_produit', 9.5, 2)`,
    ),
    db.prepare(
      'INSERT INTO directory_entries (tag_id, city_id, score, member_id) VALUES (2, 1, 300, 1), (2, 1, 100, 2)',
    ),
    db.prepare('INSERT INTO directory_counts VALUES (2, 1, 2)'),
    db.prepare(
      "INSERT INTO members_fts_fr_fr (name, description, tags, member_id) VALUES ('Alpha Web', 'Agence <b>web</b> à Lyon', 'Marketing, communication et ventes' || char(10) || 'SEO', 1)",
    ),
    db.prepare(
      "INSERT INTO members_fts_en_gb (name, description, tags, member_id) VALUES ('Alpha Web', 'Web agency in Lyon', 'SEO', 1)",
    ),
    db.prepare(
      "INSERT INTO pages (id, public_id, kind, title, updated_at) VALUES (1, 'p1', 'HOME', '{\"FR_FR\":\"Accueil\"}', '2026-01-01')",
    ),
    db.prepare(
      "INSERT INTO components (id, public_id, page_id, kind, position, title) VALUES (1, 'c1', 1, 'GROUP', 1, '{\"FR_FR\":\"Groupe\"}'), (2, 'c2', 1, 'CARD', 0, '{\"FR_FR\":\"Carte\"}')",
    ),
    db.prepare('UPDATE components SET page_id = NULL, parent_id = 1 WHERE id = 2'),
  ]);
});

describe('Directory', () => {
  it('lists a tag in a city by score, or by rating when asked', async () => {
    const byScore = await run('Directory', { category: 'tech-et-produit', slug: 'seo', geography: 'lyon' });
    expect(byScore.errors).toEqual([]);
    expect(byScore.data?.directoryListing.items.map((m: Data) => m.slug)).toEqual(['alpha', 'beta']);
    const byRating = await run('Directory', {
      category: 'tech-et-produit',
      slug: 'seo',
      geography: 'lyon',
      sort: 'rating',
    });
    expect(byRating.data?.directoryListing.items.map((m: Data) => m.slug)).toEqual(['beta', 'alpha']);
  });

  it('sorts a broad and a narrow listing by rating or reviews, every page, as a full sort would', async () => {
    // 30 members listed everywhere, 24 of them under one activity and 5 under another; ratings,
    // counts and scores tie often, two have no rating, one was excluded after being listed.
    const ids = Array.from({ length: 30 }, (_, i) => 100 + i);
    const figures = (i: number) => ({
      rating: i % 7 === 0 ? null : (i % 5) * 2,
      reviews: i % 4,
      score: (i * 37) % 11,
      status: i === 5 ? 'excluded' : 'active',
    });
    const db = env.DB;
    const member = db.prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category, status, average_rating, review_count, score_sum)
       VALUES (?1, 'm' || CAST(?1 AS INTEGER), 'member-' || CAST(?1 AS INTEGER), 'Member ' || CAST(?1 AS INTEGER), '2020-01-01', '2020-01-01', 'tech_et_produit', ?2, ?3, ?4, ?5)`,
    );
    const entry = db.prepare(
      'INSERT INTO directory_entries (tag_id, city_id, score, member_id) VALUES (?1, 0, ?2, ?3)',
    );
    await db.batch([
      ...ids.map((id, i) => {
        const f = figures(i);
        return member.bind(id, f.status, f.rating, f.reviews, f.score);
      }),
      ...ids.map((id, i) => entry.bind(0, figures(i).score, id)),
      ...ids.slice(0, 24).map((id, i) => entry.bind(4, figures(i).score, id)),
      ...ids.slice(10, 15).map((id, i) => entry.bind(3, figures(i + 10).score, id)),
      db.prepare('INSERT INTO directory_counts VALUES (0, 0, 30), (4, 0, 24), (3, 0, 5)'),
      db.prepare(
        "INSERT INTO tags (id, public_id, slug, kind, label) VALUES (3, 't3', 'narrow-craft', 'ACTIVITY', '{\"FR_FR\":\"Rare\"}'), (4, 't4', 'broad-craft', 'ACTIVITY', '{\"FR_FR\":\"Courant\"}')",
      ),
    ]);
    // New tags are reference rows: read once the isolate's copy is read again.
    forgetReference();
    const expected = (listed: number[], sort: 'rating' | 'reviews') =>
      listed
        .map((id) => ({ id, ...figures(id - 100) }))
        .filter((m) => m.status === 'active')
        .sort(
          (a, b) =>
            (sort === 'rating' ? (b.rating ?? -1) - (a.rating ?? -1) : b.reviews - a.reviews) ||
            b.score - a.score ||
            a.id - b.id,
        )
        .map((m) => `member-${m.id}`);
    for (const [slug, listed] of [
      [undefined, ids],
      ['broad-craft', ids.slice(0, 24)],
      ['narrow-craft', ids.slice(10, 15)],
    ] as const) {
      for (const sort of ['rating', 'reviews'] as const) {
        const slugs: string[] = [];
        for (const page of [1, 2, 3]) {
          const result = await run('Directory', { category: 'services', slug, sort, page });
          expect(result.errors).toEqual([]);
          slugs.push(...(result.data?.directoryListing.items ?? []).map((m: Data) => m.slug));
        }
        expect(slugs, `${slug ?? 'everyone'} by ${sort}`).toEqual(expected([...listed], sort));
      }
    }
  });

  it('pages a listing by score through its index alone, following a member who leaves or comes back', async () => {
    // 40 members under one activity, the best scored first by id.
    const ids = Array.from({ length: 40 }, (_, index) => 200 + index);
    const db = env.DB;
    const member = db.prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category)
       VALUES (?1, 'm' || ?1, 'listed-' || ?1, 'Listed ' || ?1, '2020-01-01', '2020-01-01', 'tech_et_produit')`,
    );
    const entry = db.prepare(
      'INSERT INTO directory_entries (tag_id, city_id, score, member_id) VALUES (5, 0, ?2, ?1)',
    );
    await db.batch([
      ...ids.map((id) => member.bind(id)),
      ...ids.map((id) => entry.bind(id, 1000 - id)),
      db.prepare('INSERT INTO directory_counts (tag_id, city_id, total) VALUES (5, 0, 40)'),
      db.prepare(
        "INSERT INTO tags (id, public_id, slug, kind, label) VALUES (5, 't5', 'deep-craft', 'ACTIVITY', '{\"FR_FR\":\"Profond\"}')",
      ),
    ]);
    forgetReference();
    const listing = async (page: number) => {
      const context = createContext(env, 'FR_FR');
      const result = await directoryListing(
        null,
        { category: 'services', slug: 'deep-craft', page, pageSize: 14 },
        context,
      );
      return {
        ids: result?.items.map((item) => Number(item.id)),
        total: result?.info.total,
        rows: context.db.stats.rowsRead,
      };
    };
    const last = await listing(3);
    expect(last.ids).toEqual(ids.slice(28));
    expect(last.total).toBe(40);
    // The 40 entries up to the page's last, its 12 members and their order, the tag and the
    // count: no member is read to be skipped. The same walk gives the filters' options their
    // counts, and reads the count once more for its limit. Beside it, in the same round trip, the
    // page's own walk (28 + 14 entries), its 12 members and the count again: the members come
    // without a second round trip.
    expect(last.rows).toBeLessThanOrEqual(40 + 2 * 12 + 4 + 3 + (28 + 14 + 12 + 3));
    const setStatus = (id: number, status: string) =>
      db.prepare('UPDATE members SET status = ?2 WHERE id = ?1').bind(id, status).run();
    await setStatus(200, 'ceased');
    const without = await listing(1);
    expect(without.ids?.[0]).toBe(201);
    expect(without.total).toBe(39);
    expect((await listing(3)).ids).toEqual(ids.slice(29));
    await setStatus(200, 'active');
    await setStatus(201, 'excluded');
    await setStatus(201, 'ceased');
    const back = await listing(1);
    expect(back.ids?.slice(0, 2)).toEqual([200, 202]);
    expect(back.total).toBe(39);
  });

  it('answers null for an unknown tag slug, city or category', async () => {
    for (const variables of [
      { category: 'tech-et-produit', slug: 'nope' },
      { category: 'services', slug: 'seo', geography: 'atlantis' },
      { category: 'cuisine' },
    ]) {
      expect((await run('Directory', variables)).data?.directoryListing).toBeNull();
    }
  });
});

describe('Search', () => {
  /** A French search run past the data cache, with its round-trip statistics. */
  const uncachedSearch = (variables: Record<string, unknown>) =>
    runOperation<Data>({ env, lang: 'FR_FR', name: 'Search', kind: 'query', variables, bypassCache: true });

  it('highlights matches with markers, in the visitor language only', async () => {
    const fr = await run('Search', { q: 'agence' });
    expect(fr.errors).toEqual([]);
    expect(fr.data?.search.memberHits).toHaveLength(1);
    expect(fr.data?.search.memberHits[0].snippet).toContain('\u0001Agence\u0002');
    const en = await run('Search', { q: 'agence' }, 'EN_GB');
    expect(en.data?.search.memberHits).toEqual([]);
  });

  it('shows the services a member was found by: a match in neither its name nor its description', async () => {
    const seo = await run('Search', { q: 'seo' });
    expect(seo.data?.search.memberHits.map((hit: Data) => [hit.name, hit.snippet, hit.services])).toEqual([
      ['Alpha Web', 'Agence <b>web</b> à Lyon', ['\u0001SEO\u0002']],
    ]);
    expect(
      (await run('Search', { q: 'agence' })).data?.search.memberHits.map((hit: Data) => hit.services),
    ).toEqual([[]]);
    // A label that holds a comma itself is one service, not two.
    expect(
      (await run('Search', { q: 'communication' })).data?.search.memberHits.map((hit: Data) => hit.services),
    ).toEqual([['Marketing, \u0001communication\u0002 et ventes']]);
  });

  it("pages through at most 100 hits: a deeper page is refused as the caller's mistake, reading nothing", async () => {
    const second = await uncachedSearch({ q: 'agence', page: 2 });
    expect(second.result.errors).toEqual([]);
    expect(second.stats.roundTrips).toBeGreaterThan(0);
    const deep = await uncachedSearch({ q: 'agence', page: 1000 });
    expect(deep.result.data).toBeNull();
    expect(deep.result.errors).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'page must be between 1 and 10' }),
    ]);
    expect(deep.stats.roundTrips).toBe(0);
  });

  it('counts its pages with its matches, so a page past the last hit is known before any row is read', async () => {
    const first = await uncachedSearch({ q: 'agence web', page: 1 });
    expect(first.result.data?.search.info).toEqual({ total: 1, page: 1, pageSize: 10, pageCount: 1 });
    // The matches and their count, then the page's rows with what their cards show folded in.
    expect(first.stats.roundTrips).toBe(2);
    const past = await uncachedSearch({ q: 'agence web', page: 2 });
    expect(past.result.data?.search.memberHits).toEqual([]);
    expect(past.stats.roundTrips).toBe(1);
    const none = await run('Search', { q: 'zzzzqqq', page: 2 });
    expect(none.data?.search.info).toEqual({ total: 0, page: 2, pageSize: 10, pageCount: 0 });
    expect((await run('Search', { q: '*' })).data?.search.info.pageCount).toBe(0);
  });

  it('ranks the matches of the words by relevance (the older hit first here), in the visitor language only', async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO members_fts_fr_fr (name, description, tags, member_id) VALUES
           ('Beta Conseil', 'Audit SEO, audit technique et audit de contenu', '', 2),
           ('Alpha Web', 'Un audit par an', '', 1)`,
      ),
      env.DB.prepare(
        "INSERT INTO members_fts_en_gb (name, description, tags, member_id) VALUES ('Alpha Web', 'Audit, audit, audit and audit', '', 1)",
      ),
    ]);
    const fr = (await uncachedSearch({ q: 'audit' })).result;
    expect(fr.errors).toEqual([]);
    expect(fr.data?.search.memberHits.map((hit: Data) => hit.member.slug)).toEqual(['beta', 'alpha']);
    expect(fr.data?.search.memberHits[1].snippet).toContain('\u0001audit\u0002');
    const en = await run('Search', { q: 'audit' }, 'EN_GB');
    expect(en.data?.search.memberHits.map((hit: Data) => hit.snippet)).toEqual([
      '\u0001Audit\u0002, \u0001audit\u0002, \u0001audit\u0002 and \u0001audit\u0002',
    ]);
    // A word no hit of the language has finds nothing, though another language has it.
    expect((await uncachedSearch({ q: 'and' })).result.data?.search.memberHits).toEqual([]);
  });

  it('highlights exactly the hits of a page, in rank order, when other matches lie between them in the index', async () => {
    // Twelve matches indexed in an order unlike their rank: a description with more of the word ranks higher.
    const counts = [3, 7, 1, 9, 5, 11, 2, 8, 4, 10, 6, 12];
    await env.DB.prepare(
      `INSERT INTO members_fts_fr_fr (name, description, tags, member_id) VALUES ${counts
        .map((n) => `('Alpha Web', '${'jalon '.repeat(n)}fin', '', 1)`)
        .join(', ')}`,
    ).run();
    const marks = async (page: number) => {
      const { result } = await uncachedSearch({ q: 'jalon', page });
      expect(result.errors).toEqual([]);
      return result.data?.search.memberHits.map(
        (hit: Data) => hit.snippet.split('\u0001jalon\u0002').length - 1,
      );
    };
    expect(await marks(1)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(await marks(2)).toEqual([2, 1]);
  });

  it("pages through the language's 100 newest matches of active members, reading each once", async () => {
    await env.DB.prepare(
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, category, status)
       VALUES (3, 'm3', 'gamma', 'Gamma', '2020-01-01', '2020-01-01', 'tech_et_produit', 'ceased')`,
    ).run();
    // 30 older matches, then the 100 newest, one in ten of them a ceased member's.
    const matches = Array.from(
      { length: 130 },
      (_, index) => `('Alpha Web', 'balise numéro ${index}', '', ${index >= 30 && index % 10 === 0 ? 3 : 1})`,
    );
    await env.DB.prepare(
      `INSERT INTO members_fts_fr_fr (name, description, tags, member_id) VALUES ${matches.join(', ')}`,
    ).run();
    const first = await uncachedSearch({ q: 'balise' });
    expect(first.result.errors).toEqual([]);
    expect(first.result.data?.search.info).toEqual({ total: 90, page: 1, pageSize: 10, pageCount: 9 });
    // Each of the 100 newest matches and its member, then the page's 10 rows, their 10 texts
    // in the index and the list of their keys: no pass through a sorter, nor a second pass of
    // the index past the page.
    expect(first.stats.rowsRead).toBeLessThanOrEqual(2 * 100 + 3 * 10);
    const shown = new Set<number>();
    for (let page = 1; page <= 9; page += 1) {
      const { result } = await uncachedSearch({ q: 'balise', page });
      for (const hit of result.data?.search.memberHits ?? []) {
        shown.add(Number(/numéro (\d+)/.exec(hit.snippet)?.[1]));
      }
    }
    expect(shown.size).toBe(90);
    expect(Math.min(...shown)).toBe(31);
    const past = await uncachedSearch({ q: 'balise', page: 10 });
    expect(past.result.data?.search.memberHits).toEqual([]);
    expect(past.result.data?.search.info.pageCount).toBe(9);
  });

  it('answers an empty result, never an error, for hostile input', async () => {
    for (const q of ['"', '*', 'NEAR(', '-', 'a AND (', "'; DROP TABLE members; --", 'x'.repeat(120)]) {
      const result = await run('Search', { q });
      expect(result.errors).toEqual([]);
      expect(Array.isArray(result.data?.search.memberHits)).toBe(true);
    }
  });

  it("refuses a query longer than 120 characters as the caller's mistake", async () => {
    const result = await run('Search', { q: 'x'.repeat(5000) });
    expect(result.data).toBeNull();
    expect(result.errors[0]?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Home', () => {
  it('returns the home blocks with their sub-blocks, translated', async () => {
    const home = await run('Home', {});
    expect(home.errors).toEqual([]);
    const [group] = home.data?.contentPage.components ?? [];
    expect(group.title).toBe('Groupe');
    expect(group.subComponents[0].title).toBe('Carte');
  });

  it('brings the active members of nested MENTION blocks in block order, once each', async () => {
    const mention = (id: number, position: number, ids: string[]) =>
      env.DB.prepare(
        `INSERT INTO components (id, public_id, page_id, parent_id, kind, position, relationships)
         VALUES (?, ?, NULL, 1, 'MENTION', ?, ?)`,
      ).bind(id, `m${id}`, position, JSON.stringify(ids.map((public_id) => ({ kind: 'MEMBER', public_id }))));
    await env.DB.batch([mention(10, 5, ['m2', 'nobody']), mention(11, 3, ['m1', 'm2'])]);
    // The previous test cached Home: read past the cache.
    const options = { env, lang: 'FR_FR' as const, name: 'Home', kind: 'query' as const, variables: {} };
    const home = (await runOperation<Data>({ ...options, bypassCache: true })).result;
    expect(home.errors).toEqual([]);
    expect(home.data?.contentPage.mentionedMembers.map((member: Data) => member.id)).toEqual(['m1', 'm2']);
  });
});

describe('RankingMethod', () => {
  it('states the public weights', async () => {
    const result = await run('RankingMethod', {});
    expect(result.data?.rankingMethod).toEqual({
      base: 10,
      ratingMax: 10,
      testimony: 5,
      video: 10,
      caseStudy: 10,
    });
  });
});

describe('Leaderboard', () => {
  it("refuses a period that names none as the caller's mistake", async () => {
    const bogus = await run('Leaderboard', { period: 'bogus', year: 2024 });
    expect(bogus.data).toBeNull();
    expect(bogus.errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
  });

  it('answers a future period with no entries and a closed one computed from reviews', async () => {
    const future = await run('Leaderboard', { period: 'yearly', year: new Date().getUTCFullYear() + 1 });
    expect(future.errors).toEqual([]);
    expect(future.data?.leaderboard.entries).toEqual([]);
    await env.DB.prepare(
      "INSERT INTO reviews (id, public_id, member_id, published_at, published_rating, has_testimony) VALUES (1, 'r1', 2, '2024-05-02T10:00:00Z', 8, 1)",
    ).run();
    const closed = await run('Leaderboard', { period: 'monthly', year: 2024, number: 5 });
    expect(closed.errors).toEqual([]);
    expect(closed.data?.leaderboard).toMatchObject({
      live: false,
      source: 'computed',
      startDate: '2024-05-01',
    });
    expect(closed.data?.leaderboard.entries[0]).toMatchObject({
      position: 1,
      points: 23,
      member: { slug: 'beta' },
    });
  });

  it('names the top three of each category as Trustawards winners', async () => {
    const result = await run('Trustawards', { year: 2024 });
    expect(result.errors).toEqual([]);
    const tech = result.data?.trustawards.find((row: Data) => row.category === 'tech_et_produit');
    expect(tech.entries.map((entry: Data) => entry.member.slug)).toEqual(['beta']);
  });
});
