import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { type Context, Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTiny } from '../../test/fixtures/seed';
import { memoryKv } from '../../test/reliability/faults';
import { call, testEnv } from '../../test/reliability/request';
import { readConfig } from '../config';
import { query } from './client';

/** The database, with the text of every statement it is sent (sessions included). */
function countingDb(db: D1Database) {
  const sent: string[] = [];
  const wrap = (target: D1Database | D1DatabaseSession): D1Database =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'batch')
          return (statements: D1PreparedStatement[]) => {
            for (const statement of statements)
              sent.push((statement as unknown as { statement: string }).statement);
            return object.batch(statements);
          };
        if (property === 'withSession')
          return (bookmark?: string) => wrap((object as D1Database).withSession(bookmark));
        const value = Reflect.get(object, property);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    }) as D1Database;
  return { db: wrap(db), sent };
}

beforeAll(() => seedTiny(testEnv.DB));

/** Runs `handler` in a request of a small app with the platform's configuration and no data cache. */
async function inRequest(handler: (c: Context) => Promise<Response>, db: D1Database = testEnv.DB) {
  const app = new Hono<{ Bindings: Env }>();
  app.use(async (c, next) => {
    c.set('config', readConfig(c.env));
    c.set('locale', 'fr-FR');
    await next();
  });
  app.get('/', (c) => handler(c));
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request('http://localhost/'),
    { ...testEnv, DB: db, CACHE: memoryKv().kv },
    ctx,
  );
  const body = await response.json();
  await waitOnExecutionContext(ctx);
  return body as Record<string, unknown>;
}

describe('query', () => {
  it('runs a query asked twice in one request once, and both callers get its data', async () => {
    const { db, sent } = countingDb(testEnv.DB);
    const body = await inRequest(async (c) => {
      // At once, and once more after the first answer (urql alone would run that one again).
      const [first, second] = await Promise.all([query(c, 'Cities', {}), query(c, 'Cities', {})]);
      const third = await query(c, 'Cities', {});
      const other = await query(c, 'Qualities', {});
      return c.json({
        same: first === second && second === third,
        cities: first.cities.length,
        qualities: other.qualities.length,
      });
    }, db);
    expect(body).toEqual({ same: true, cities: expect.any(Number), qualities: expect.any(Number) });
    expect(body.cities).toBeGreaterThan(0);
    expect(sent.filter((sql) => /FROM cities/.test(sql))).toHaveLength(1);
  });

  it('sends every mutation, even the same one twice', async () => {
    const body = await inRequest(async (c) => {
      const answers = await Promise.all([query(c, 'Ping', {}), query(c, 'Ping', {})]);
      return c.json({ same: answers[0] === answers[1], answers });
    });
    expect(body).toEqual({ same: false, answers: [{ ping: 'pong' }, { ping: 'pong' }] });
  });

  it("reads the home page's service categories once for the menus and the services selector", async () => {
    const { db, sent } = countingDb(testEnv.DB);
    const response = await call('/', { env: { ...testEnv, DB: db, CACHE: memoryKv().kv } });
    const html = await response.text();
    expect(response.status).toBe(200);
    // The categories are reference rows: read with the other tags at most once, never per part.
    expect(sent.filter((sql) => /FROM tags\b/.test(sql)).length).toBeLessThanOrEqual(1);
    const category = await testEnv.DB.prepare(
      `SELECT json_extract(label, '$.FR_FR') AS label FROM tags WHERE kind = 'CATEGORY' LIMIT 1`,
    ).first<{ label: string }>();
    // The desktop menu, the mobile menu and the selector's data all name it.
    expect(html.split(category?.label ?? '\u0000').length - 1).toBeGreaterThanOrEqual(3);
  });
  it('reads the tags of a page of articles in one statement, each article with its own', async () => {
    const { db, sent } = countingDb(testEnv.DB);
    const body = await inRequest(async (c) => c.json(await query(c, 'Articles', {})), db);
    const items = (body as { articles: { items: { id: string; tags: { slug: string }[] }[] } }).articles
      .items;
    expect(items.length).toBeGreaterThan(1);
    expect(sent.filter((sql) => /FROM article_tag_links/.test(sql) && !/count/.test(sql))).toHaveLength(1);
    // Each article's tags are its own, in slug order, as the database links them.
    for (const item of items) {
      const { results } = await testEnv.DB.prepare(
        `SELECT t.slug FROM article_tag_links l JOIN article_tags t ON t.id = l.article_tag_id
         JOIN articles a ON a.id = l.article_id WHERE a.public_id = ? ORDER BY t.slug`,
      )
        .bind(item.id)
        .all<{ slug: string }>();
      expect(item.tags.map((tag) => tag.slug)).toEqual(results.map((row) => row.slug));
    }
    expect(items.some((item) => item.tags.length > 0)).toBe(true);
  });
});
