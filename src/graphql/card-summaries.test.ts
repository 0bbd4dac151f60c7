import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOperation } from './execute';
import { createRegistry } from './registry';
import { seedFixture } from './test-fixture';

const cardTagIds = async (memberId: number) =>
  JSON.parse(
    (
      await env.DB.prepare('SELECT card_tag_ids FROM members WHERE id = ?').bind(memberId).first<{
        card_tag_ids: string;
      }>()
    )?.card_tag_ids ?? 'null',
  ) as number[];

const buyersCounter = async () =>
  (
    await env.DB.prepare("SELECT value FROM counters WHERE name = 'buyers_with_reviews'").first<{
      value: number;
    }>()
  )?.value;

const registry = createRegistry({
  Cards: {
    kind: 'query',
    ttl: 0,
    document: `query Cards { member(slug: "acme") {
      cardTags(first: 2) { total items { slug label } } locations { city { slug name } }
    } }`,
  },
});

const run = (sql: string) => env.DB.prepare(sql).run();

// Each test puts back what it changed, so the fixture holds for the next one.
beforeAll(() => seedFixture(env.DB));

describe('members.card_tag_ids (migration 0003 triggers)', () => {
  it('lists service tags in card order: activities, then specialties, then categories', async () => {
    // Fixture: member 1 has activity 2 (position 1) and specialty 3 (position 2).
    expect(await cardTagIds(1)).toEqual([2, 3]);
    await run('INSERT INTO member_tags (member_id, tag_id, position) VALUES (1, 1, 0)');
    expect(await cardTagIds(1)).toEqual([2, 3, 1]);
    await run('DELETE FROM member_tags WHERE member_id = 1 AND tag_id = 1');
    expect(await cardTagIds(1)).toEqual([2, 3]);
  });

  it('follows deletions and moves, and leaves other members alone', async () => {
    await run('DELETE FROM member_tags WHERE member_id = 1 AND tag_id = 2');
    expect(await cardTagIds(1)).toEqual([3]);
    await run('UPDATE member_tags SET member_id = 2 WHERE member_id = 1 AND tag_id = 3');
    expect(await cardTagIds(1)).toEqual([]);
    expect(await cardTagIds(2)).toEqual([3]);
    await run('UPDATE member_tags SET member_id = 1 WHERE member_id = 2 AND tag_id = 3');
    await run('INSERT INTO member_tags (member_id, tag_id, position) VALUES (1, 2, 1)');
    expect(await cardTagIds(1)).toEqual([2, 3]);
    expect(await cardTagIds(2)).toEqual([]);
  });
});

describe('counters.buyers_with_reviews', () => {
  it('matches a count of the buyers table through inserts, updates and deletes', async () => {
    const count = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM buyers WHERE review_count > 0').first<{ n: number }>())
        ?.n;
    expect(await buyersCounter()).toBe(await count());
    const before = await buyersCounter();
    await run(
      "INSERT INTO buyers (id, public_id, slug, name, review_count, created_at) VALUES (90, 'b-new', 'new', 'New', 4, '2024-01-01')",
    );
    expect(await buyersCounter()).toBe((before ?? 0) + 1);
    await run('UPDATE buyers SET review_count = 0 WHERE id = 1');
    await run('UPDATE buyers SET review_count = 7 WHERE id = 2');
    expect(await buyersCounter()).toBe(before);
    expect(await buyersCounter()).toBe(await count());
    await run('DELETE FROM buyers WHERE id = 90');
    await run('UPDATE buyers SET review_count = 2 WHERE id = 1');
    await run('UPDATE buyers SET review_count = 1 WHERE id = 2');
    expect(await buyersCounter()).toBe(await count());
  });
});

describe('Member.cardTags and Member.locations', () => {
  it('reads the stored ids, skips tags without any label, and counts the rest', async () => {
    await run('INSERT INTO member_tags (member_id, tag_id, position) VALUES (1, 1, 0)');
    const { result } = await runOperation<{ member: { cardTags: unknown; locations: unknown } }>({
      env,
      lang: 'FR_FR',
      name: 'Cards',
      kind: 'query',
      variables: {},
      registry,
      waitUntil: () => {},
    });
    await run('DELETE FROM member_tags WHERE member_id = 1 AND tag_id = 1');
    expect(result.errors).toEqual([]);
    const acme = result.data?.member;
    // Tag 3 (a specialty) has no label in any language: skipped, and not counted.
    expect(acme?.cardTags).toEqual({
      total: 2,
      items: [
        { slug: 'developpement-web', label: expect.any(String) },
        { slug: 'tech-et-produit', label: 'Tech et produit' },
      ],
    });
    expect(acme?.locations).toEqual([{ city: { slug: 'paris', name: expect.any(String) } }]);
  });
});
