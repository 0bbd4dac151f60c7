import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { D1Database, KVNamespace } from '@cloudflare/workers-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { adoptLocalState, localIds, objectFileName } from './local-state';

/** The local bindings of the config before it held environments: a D1 id of zeros, a KV id that was a name. */
const EARLIER_CONFIG = `
name = "trustboard"
compatibility_date = "2026-04-20"
[[d1_databases]]
binding = "DB"
database_name = "trustboard"
database_id = "00000000-0000-4000-8000-000000000001"
[[kv_namespaces]]
binding = "CACHE"
id = "trustboard-cache"
`;

describe('local state made under the earlier local names', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'local-state-'));
    await writeFile(path.join(dir, 'wrangler.toml'), EARLIER_CONFIG);
    const earlier = await getPlatformProxy<{ DB: D1Database; CACHE: KVNamespace }>({
      configPath: path.join(dir, 'wrangler.toml'),
      persist: { path: path.join(dir, 'state', 'v3') },
    });
    await earlier.env.DB.exec('CREATE TABLE kept (value TEXT)');
    await earlier.env.DB.prepare("INSERT INTO kept VALUES ('demo data')").run();
    await earlier.env.CACHE.put('pagetag:*', 'reset-1');
    await earlier.dispose();
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the local D1 database and KV namespace after their bindings now', () => {
    expect(localIds('wrangler.toml')).toEqual({ d1: ['DB'], kv: ['CACHE'] });
  });

  it('is found again with the current config once adopted', async () => {
    const state = path.join(dir, 'state');
    expect(adoptLocalState(state, localIds('wrangler.toml'))).toHaveLength(2);
    // Idempotent: a second call finds everything where it belongs.
    expect(adoptLocalState(state, localIds('wrangler.toml'))).toEqual([]);
    const current = await getPlatformProxy<{ DB: D1Database; CACHE: KVNamespace }>({
      configPath: 'wrangler.toml',
      persist: { path: path.join(state, 'v3') },
    });
    try {
      expect(await current.env.DB.prepare('SELECT value FROM kept').first('value')).toBe('demo data');
      expect(await current.env.CACHE.get('pagetag:*')).toBe('reset-1');
    } finally {
      await current.dispose();
    }
  }, 120_000);

  it('leaves a state alone when it cannot tell which database was meant', async () => {
    const state = path.join(dir, 'ambiguous');
    const d1 = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
    await mkdir(d1, { recursive: true });
    for (const name of ['a', 'b']) await writeFile(path.join(d1, objectFileName('x', name)), '');
    expect(adoptLocalState(state, { d1: ['DB'], kv: ['CACHE'] })).toEqual([]);
    expect(await readdir(d1)).toHaveLength(2);
  });
});
