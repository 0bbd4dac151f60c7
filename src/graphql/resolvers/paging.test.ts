import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../../test/fixtures/seed';
import { runOperation } from '../execute';

// biome-ignore lint/suspicious/noExplicitAny: the tests read deep result shapes
type Data = Record<string, any>;

const run = (name: string, variables: Record<string, unknown>) =>
  runOperation<Data>({ env, lang: 'FR_FR', name, kind: 'query', variables, bypassCache: true });

let collection: { slug: string; id: string };

beforeAll(async () => {
  await seedTiny(env.DB);
  collection = (await env.DB.prepare(
    `SELECT m.slug, c.public_id AS id FROM collections c JOIN members m ON m.id = c.member_id
     WHERE m.status = 'active' LIMIT 1`,
  ).first<{ slug: string; id: string }>())!;
});

describe('a page past the last one', () => {
  it('of the directory reads its two counts, no entry', async () => {
    const last = await run('Directory', { category: 'services', page: 1 });
    const { total, pageCount }: Data = last.result.data?.directoryListing.info ?? {};
    expect(total).toBeGreaterThan(0);
    const lastPage = await run('Directory', { category: 'services', page: pageCount });
    expect(lastPage.result.data?.directoryListing.items.length).toBeGreaterThan(0);
    for (const page of [pageCount + 1, 10_000]) {
      const beyond = await run('Directory', { category: 'services', page });
      expect(beyond.result.data?.directoryListing.items).toEqual([]);
      expect(beyond.result.data?.directoryListing.info.total).toBe(total);
      // The category's tag and the count, read twice: nothing that grows with the list.
      expect(beyond.stats.rowsRead, `page ${page}`).toBeLessThanOrEqual(3);
    }
  });

  it('of the buyers reads the counter, no buyer', async () => {
    const first = await run('Buyers', { page: 1 });
    const { total, pageCount }: Data = first.result.data?.buyers.info ?? {};
    expect(total).toBeGreaterThan(24);
    expect((await run('Buyers', { page: pageCount })).result.data?.buyers.items.length).toBeGreaterThan(0);
    for (const page of [pageCount + 1, 10_000]) {
      const beyond = await run('Buyers', { page });
      expect(beyond.result.data?.buyers.items).toEqual([]);
      expect(beyond.result.data?.buyers.info.total).toBe(total);
      expect(beyond.stats.rowsRead, `page ${page}`).toBeLessThanOrEqual(2);
    }
  });

  it('of a collection reads no review', async () => {
    const first = await run('Collection', { ...collection, page: 1 });
    const { pageCount }: Data = first.result.data?.collection.reviews.info ?? {};
    const sql: string[] = [];
    const DB = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'prepare')
          return (text: string) => {
            sql.push(text);
            return target.prepare(text);
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    for (const page of [pageCount + 1, 10_000]) {
      const beyond = await runOperation<Data>({
        env: { ...env, DB },
        lang: 'FR_FR',
        name: 'Collection',
        kind: 'query',
        variables: { ...collection, page },
        bypassCache: true,
      });
      expect(beyond.result.data?.collection.reviews.items).toEqual([]);
    }
    // The member and the collection (with its count) are read; the collection's reviews are not.
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.filter((text) => text.includes('JOIN reviews r ON r.id = cr.review_id'))).toEqual([]);
  });
});
