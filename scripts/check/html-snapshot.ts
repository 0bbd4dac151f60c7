/**
 * `tsx scripts/check/html-snapshot.ts --out reports/html-snapshot/<label> [--port 9101] [--state DIR]`:
 * serves the Worker as deployed (bundled, one local runtime) on a copy of a seeded local state,
 * fetches one address of every page type in two locales (fr-FR and en-GB) and writes each answer
 * (status, the headers that say what it is, the body) to its own file under `--out`, so two trees
 * made from two versions of the code can be compared with `diff -r`.
 *
 * `--state` is a state `db:setup` filled (`npx tsx scripts/db-setup.ts --persist-to DIR`); it is
 * copied first, so every run starts from the same data (the contact post writes a message).
 * Pages are asked with `x-bench-cache: bypass`, so each is rendered, never replayed.
 *
 * Normalised (what changes from one run to the next of the same code, nothing else):
 * - the signed form token (`formToken`, as a field's value or in the contact island's props: it
 *   holds the time it was signed) -> `FORM-TOKEN`;
 * - the build id (`<meta name="build-id">`: a fresh UUID per `npm run build`) -> `BUILD-ID`;
 * - `X-Request-Id` is not recorded (a fresh id per request);
 * - `Date` and `Age` headers are not recorded.
 * Every other byte of the status, the recorded headers and the body is kept as it came.
 *
 * @example npx tsx scripts/check/html-snapshot.ts --out reports/html-snapshot/before --state /tmp/state
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleWorker, frozenConfig } from '../frozen-worker';
import { serveWorker } from '../serve-worker';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'reports/html-snapshot/current' },
    port: { type: 'string', default: '9101' },
    state: { type: 'string', default: '/tmp/house-state' },
  },
});
const port = Number(values.port);
const out = path.resolve(values.out);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const persistTo = mkdtempSync(path.join(tmpdir(), 'html-snapshot-'));
cpSync(values.state, persistTo, { recursive: true });

/** Headers kept in the snapshot: what the answer is and how it may be kept. */
const KEPT_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'content-security-policy',
  'x-robots-tag',
  'allow',
  'vary',
  'link',
  'content-language',
];

/** The documented normalisations (see the header comment); nothing else is rewritten. */
function normalise(body: string): string {
  return body
    .replace(/(name="formToken"[^>]*value=")[^"]*"/g, '$1FORM-TOKEN"')
    .replace(/(value=")[^"]*("[^>]*name="formToken")/g, '$1FORM-TOKEN$2')
    .replace(/(&quot;formToken&quot;:&quot;)[^&]*(&quot;)/g, '$1FORM-TOKEN$2')
    .replace(/(<meta name="build-id" content=")[^"]*"/g, '$1BUILD-ID"');
}

/** One row of the seeded D1 database, read with sqlite3 (the state's file). */
function sql(query: string): string {
  const dir = path.join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${dir}`);
  const run = spawnSync('sqlite3', [path.join(dir, file), query], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim();
}

const active = sql(
  "SELECT slug FROM members WHERE status = 'active' AND review_count > 3 ORDER BY score_sum DESC LIMIT 1",
);
const removed = sql("SELECT slug FROM members WHERE status <> 'active' ORDER BY id LIMIT 1");
const reviewId = sql(
  `SELECT r.public_id FROM reviews r JOIN members m ON m.id = r.member_id WHERE m.slug = '${active}' ORDER BY r.id LIMIT 1`,
);
const collection = sql(
  "SELECT m.slug, c.public_id FROM collections c JOIN members m ON m.id = c.member_id WHERE m.status = 'active' ORDER BY c.id LIMIT 1",
).split('|');
const second = sql(
  `SELECT slug FROM members WHERE status = 'active' AND slug > '${active}' ORDER BY slug LIMIT 1`,
);
const article = sql('SELECT slug FROM articles ORDER BY id LIMIT 1');
const articleTag = sql('SELECT slug FROM article_tags ORDER BY id LIMIT 1');
const buyer = sql('SELECT slug, public_id FROM buyers ORDER BY id LIMIT 1').split('|');
const year = new Date().getUTCFullYear();

/** Every page type: [name, path without locale prefix, init?]. */
const PAGES: [string, string, RequestInit?][] = [
  ['home', '/'],
  ['directory', '/membres/services'],
  ['directory-category', '/membres/tech-et-produit'],
  ['directory-city', '/membres/tech-et-produit/paris'],
  ['directory-page-2', '/membres/services?page=2'],
  ['directory-filtered', '/membres/services?sort=rating'],
  ['buyers', '/membres/clients'],
  ['buyer', `/membres/clients/${buyer[0]}?id=${buyer[1]}`],
  ['leaderboard-weekly', '/membres/leaderboards'],
  ['leaderboard-yearly', `/membres/leaderboards/yearly/${year - 1}`],
  ['leaderboard-quarterly', `/membres/leaderboards/quarterly/${year - 1}/2`],
  ['leaderboard-category', `/membres/leaderboards/yearly/${year - 1}?category=tech-et-produit`],
  ['leaderboard-slug-year', `/membres/leaderboards/${year - 1}`],
  ['leaderboard-invalid', '/membres/leaderboards/nope/nope'],
  ['trustawards', '/membres/trustawards'],
  ['trustawards-year', `/membres/trustawards/${year - 1}`],
  ['compare', `/membres/compare?ids=${active},${second}`],
  ['compare-unsorted', `/membres/compare?ids=${second},${active}`],
  ['search', '/membres/search/conseil'],
  ['search-empty', '/membres/search/zzzzqqqq'],
  ['search-root', '/membres/search'],
  ['articles', '/articles'],
  ['article', `/articles/${article}`],
  ['article-tag', `/articles/tags/${articleTag}`],
  ['profile', `/profil/${active}`],
  ['profile-removed-410', `/profil/${removed}`],
  ['profile-reviews', `/profil/${active}/reviews`],
  ['profile-reviews-page-2', `/profil/${active}/reviews/page/2`],
  ['profile-reviews-page-1', `/profil/${active}/reviews/page/1`],
  ['profile-reference', `/profil/${active}/reference/${reviewId}`],
  ['profile-qualite', `/profil/${active}/qualite/1`],
  ['profile-collection', `/profil/${collection[0]}/collection/${collection[1]}`],
  ['profile-culture', `/profil/${active}/culture`],
  ['profile-data', `/profil/${active}/data`],
  ['profile-ecosystem', `/profil/${active}/ecosystem`],
  ['profile-rewards', `/profil/${active}/rewards`],
  ['error-404', '/nowhere-at-all'],
  ['error-404-profile', '/profil/no-such-member-here'],
  ['error-405', '/articles', { method: 'POST' }],
  ['options', '/articles', { method: 'OPTIONS' }],
  ['trailing-slash', '/articles/'],
  ['membres-redirect', '/membres'],
  ['feed-articles', '/articles/feed.xml'],
  ['feed-member', `/profil/${active}/reviews/feed.xml`],
  ['feed-removed-410', `/profil/${removed}/reviews/feed.xml`],
  [
    'contact-post-no-token',
    `/profil/${active}`,
    { method: 'POST', body: new URLSearchParams({ firstName: 'A' }) },
  ],
];
/** Addresses without a locale prefix (asked once). */
const UNPREFIXED: [string, string][] = [
  ['robots', '/robots.txt'],
  ['locale-switch', '/_locale?to=en-GB&next=/articles'],
  ['sitemap-index', '/sitemap.xml'],
  ['sitemap-pages', '/sitemaps/pages-1.xml'],
  ['sitemap-members', '/sitemaps/members-1.xml'],
  ['widget-badge', `/widget/${active}/badge.svg?lang=en-GB`],
  ['widget-badge-dark', `/widget/${active}/badge.svg?lang=fr-FR&theme=dark&size=large`],
  ['widget-reviews', `/widget/${active}/reviews?lang=fr-FR`],
  ['widget-removed', `/widget/${removed}/reviews?lang=en-GB`],
  ['widget-unknown', '/widget/no-such-member-here/badge.svg?lang=en-GB'],
  ['icons', '/api/icons/lucide.json?icons=star,check'],
  ['graphql-query', `/api/graphql/query/MemberProfile?slug=${active}`],
  ['graphql-unknown', '/api/graphql/query/NoSuchOperation'],
];

const entry = bundleWorker(`.wrangler/serve/${port}`, { 'process.env.NODE_ENV': '"production"' });
const config = await frozenConfig(entry);
const worker = await serveWorker({ config, port, persistTo, log: () => {} });
const base = `http://127.0.0.1:${port}`;

async function record(name: string, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-bench-cache', 'bypass');
  if (init.method === 'POST') headers.set('origin', base);
  const response = await fetch(`${base}${url}`, { ...init, headers, redirect: 'manual' });
  const body = normalise(await response.text());
  const kept = KEPT_HEADERS.flatMap((header) => {
    const value = response.headers.get(header);
    return value === null ? [] : [`${header}: ${value}`];
  });
  writeFileSync(
    path.join(out, `${name}.txt`),
    `${init.method ?? 'GET'} ${url}\n${response.status}\n${kept.join('\n')}\n\n${body}`,
  );
  return body;
}

try {
  for (const [locale, prefix] of [
    ['fr-FR', ''],
    ['en-GB', '/en-GB'],
  ] as const) {
    for (const [name, url, init] of PAGES) {
      const full = url === '/' && prefix ? prefix : `${prefix}${url}`;
      await record(`${locale}--${name}`, full, init);
    }
    // The contact form without JavaScript, with the token the page signed: once with errors
    // (required fields missing), once sent.
    const page = await fetch(`${base}${prefix}/profil/${active}`, { headers: { 'x-bench-cache': 'bypass' } });
    const token = /name="formToken"[^>]*value="([^"]*)"/.exec(await page.text())?.[1] ?? '';
    await record(`${locale}--contact-post-invalid`, `${prefix}/profil/${active}`, {
      method: 'POST',
      body: new URLSearchParams({ formToken: token, firstName: 'Alice' }),
    });
    await record(`${locale}--contact-post-sent`, `${prefix}/profil/${active}`, {
      method: 'POST',
      body: new URLSearchParams({
        formToken: token,
        firstName: 'Alice',
        lastName: 'Martin',
        email: `alice-${locale}@example.com`,
        company: 'Example',
        phone: '+33123456789',
        sector: 'J',
        reason: 'project_scope',
        message: 'We would like to talk about a project of ours with your team soon.',
      }),
    });
  }
  for (const [name, url] of UNPREFIXED) await record(name, url);
  console.log(`wrote ${readdirSync(out).length} answers to ${out}`);
} finally {
  await worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
