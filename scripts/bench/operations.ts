/**
 * For each page operation: D1 round trips, rows read and time on a cache miss and on a hit,
 * against the local database (the demo set in .wrangler/state by default, or the large set
 * with --persist-to <dir>). Writes reports/operations.json.
 *
 * @example npx tsx scripts/bench/operations.ts
 * @example npx tsx scripts/bench/operations.ts --persist-to .wrangler/large
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import { runOperation } from '../../src/graphql/execute';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const persistTo = values['persist-to'];
const proxy = await getPlatformProxy<Env>({ persist: persistTo ? { path: `${persistTo}/v3` } : true });
const env = proxy.env;

async function sample() {
  const db = env.DB;
  const member = await db
    .prepare("SELECT slug, id FROM members WHERE status = 'active' ORDER BY review_count DESC LIMIT 1")
    .first<{ slug: string; id: number }>();
  const review = member
    ? await db
        .prepare('SELECT public_id FROM reviews WHERE member_id = ? LIMIT 1')
        .bind(member.id)
        .first<{ public_id: string }>()
    : null;
  const collection = member
    ? await db
        .prepare('SELECT public_id FROM collections WHERE member_id = ? LIMIT 1')
        .bind(member.id)
        .first<{ public_id: string }>()
    : null;
  const buyer = await db
    .prepare('SELECT slug, public_id FROM buyers ORDER BY review_count DESC LIMIT 1')
    .first<{ slug: string; public_id: string }>();
  const article = await db
    .prepare('SELECT slug FROM articles ORDER BY published_at DESC LIMIT 1')
    .first<{ slug: string }>();
  const tag = await db.prepare('SELECT slug FROM article_tags LIMIT 1').first<{ slug: string }>();
  const year = new Date().getUTCFullYear();
  return {
    member,
    cases: [
      ['MemberProfile', { slug: member?.slug }],
      ['ProfileHome', { slug: member?.slug }],
      ['ProfileReviews', { slug: member?.slug, page: 1 }],
      ['ProfileReviews', { slug: member?.slug, page: 1, filter: { video: true, date: 'LT_1Y' } }],
      ['Reference', { slug: member?.slug, id: review?.public_id ?? 'none' }],
      ['Collection', { slug: member?.slug, id: collection?.public_id ?? 'none' }],
      ['Leaderboard', { period: 'yearly', year, number: 0, category: 'all' }],
      ['Trustawards', { year: year - 1 }],
      ['Directory', { category: 'services' }],
      ['Buyers', { page: 1 }],
      ['Buyer', { slug: buyer?.slug ?? 'none', id: buyer?.public_id ?? 'none' }],
      ['Articles', { page: 1 }],
      ['Article', { slug: article?.slug ?? 'none' }],
      ['ArticlesByTag', { slug: tag?.slug ?? 'none', page: 1 }],
      ['Search', { q: 'web', page: 1 }],
      ['Search', { q: 'conseil', page: 1 }],
      ['MainNavigation', { lang: 'FR_FR' }],
      ['MainFooter', { lang: 'FR_FR' }],
      ['MembersServices', {}],
      ['LastReviews', {}],
    ] as [string, Record<string, unknown>][],
  };
}

const { member, cases } = await sample();
if (!member) console.warn('operations bench: no member in the database; seed it first (npm run db:seed)');
const rows: Record<string, unknown>[] = [];
for (const [name, variables] of cases) {
  // A run-unique variable would change the result; instead the cache is missed by a fresh key each run.
  const bust = { ...variables, __bench: Date.now() };
  const pending: Promise<unknown>[] = [];
  const started = performance.now();
  let miss: Awaited<ReturnType<typeof runOperation>>;
  try {
    miss = await runOperation({
      env,
      lang: 'FR_FR',
      name,
      kind: 'query',
      variables: bust,
      waitUntil: (p) => pending.push(p),
    });
  } catch (error) {
    console.log(`${name.padEnd(16)} skipped: ${String(error)}`);
    continue;
  }
  const missMs = performance.now() - started;
  await Promise.all(pending);
  const hitStarted = performance.now();
  const hit = await runOperation({ env, lang: 'FR_FR', name, kind: 'query', variables: bust });
  const hitMs = performance.now() - hitStarted;
  const row = {
    name,
    variables,
    errors: miss.result.errors.length,
    miss: {
      roundTrips: miss.stats.roundTrips,
      rowsRead: miss.stats.rowsRead,
      statements: miss.stats.statements,
      ms: Math.round(missMs),
    },
    hit: { status: hit.cacheStatus, roundTrips: hit.stats.roundTrips, ms: Math.round(hitMs) },
  };
  rows.push(row);
  const flag = miss.stats.roundTrips > 5 || miss.stats.rowsRead > 1000 ? '  OVER BUDGET' : '';
  console.log(
    `${name.padEnd(16)} miss: ${miss.stats.roundTrips} trips ${String(miss.stats.rowsRead).padStart(6)} rows ${String(row.miss.ms).padStart(5)} ms | hit: ${hit.cacheStatus} ${row.hit.ms} ms${row.errors ? `  ${row.errors} errors` : ''}${flag}`,
  );
}
await mkdir('reports', { recursive: true });
await writeFile(
  'reports/operations.json',
  `${JSON.stringify({ persistTo: persistTo ?? 'default', date: new Date().toISOString(), rows }, null, 2)}\n`,
);
await proxy.dispose();
