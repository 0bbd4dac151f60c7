import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate';
import { type LocalBindings, openLocal, resetData, seededSize } from './run';

describe('resetData', () => {
  let dir: string;
  let local: LocalBindings | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seed-reset-'));
    applyMigrations(dir);
    local = await openLocal(dir);
  }, 120_000);
  afterAll(async () => {
    await local?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('empties the data set and what was derived from it, cached pages included', async () => {
    const env = (local as LocalBindings).env;
    await env.DB.prepare(`INSERT INTO config (key, value) VALUES ('seed_size', '"demo"')`).run();
    await env.CACHE.put('gql:home:fr', '{"stale":true}');
    // Pages cached before any purge were keyed with the tag's default generation: "0", no key.
    expect(await env.CACHE.get('pagetag:rankings')).toBeNull();

    await resetData(env);
    expect(await seededSize(env.DB)).toBeNull();
    expect(await env.CACHE.get('gql:home:fr')).toBeNull();
    const first = await env.CACHE.get('pagetag:rankings');
    expect(first).toMatch(/^reset-/);

    await resetData(env);
    const second = await env.CACHE.get('pagetag:rankings');
    expect(second).toMatch(/^reset-/);
    expect(second).not.toBe(first);
  });
});
