/**
 * `npm run seed:check [-- --persist-to DIR]`: reads the data set loaded in the local D1 and prints
 * the figures that tell whether it reads as lived-in (distinct review bodies, the most repeated
 * sentence of more than eight words, language mix, rating histogram, critical share, lengths,
 * countries, names, list articles). Exits with 1 when a threshold is missed, 2 without data.
 * For the large set it reads every review once; expect a minute or two.
 */
import { parseArgs } from 'node:util';
import { articleVersions, checkFigures, computeFigures, type FigureInput, report } from './seed/figures';
import { openLocal, seededSize } from './seed/node/run';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const local = await openLocal(values['persist-to'] ?? process.env.PERSIST_DIR);
try {
  const db = local.env.DB;
  const size = await seededSize(db);
  if (!size) {
    console.error('No data set loaded: run `npm run db:seed -- --size demo --reset` first.');
    process.exitCode = 2;
  } else {
    const input: FigureInput = { reviews: [], members: [], buyers: [], articles: [] };
    // Pages of reviews by id, so the large set never needs one huge result.
    const page = 20_000;
    for (let after = 0; ; ) {
      const { results } = await db
        .prepare(
          'SELECT id, member_id, lang, published_rating, title, description FROM reviews WHERE id > ? ORDER BY id LIMIT ?',
        )
        .bind(after, page)
        .all<FigureInput['reviews'][number] & { id: number }>();
      input.reviews.push(...results);
      if (results.length < page) break;
      after = (results.at(-1) as { id: number }).id;
      process.stderr.write(`\rreviews read: ${input.reviews.length}`);
    }
    input.members = (
      await db.prepare('SELECT id, name, country FROM members').all<FigureInput['members'][number]>()
    ).results;
    input.buyers = (
      await db.prepare('SELECT name, country FROM buyers').all<FigureInput['buyers'][number]>()
    ).results;
    input.people = (
      await db
        .prepare(
          'SELECT first_name, last_name FROM contacts UNION ALL SELECT first_name, last_name FROM collaborators',
        )
        .all<{ first_name: string; last_name: string }>()
    ).results;
    const articles = await db
      .prepare('SELECT title, body FROM articles')
      .all<{ title: string; body: string }>();
    input.articles = articles.results.flatMap(articleVersions);
    const figures = computeFigures(input);
    const checks = checkFigures(figures);
    // A buyer's count is what its page lists: its reviews of members still on the marketplace.
    const miscounted = await db
      .prepare(
        `SELECT count(*) AS n FROM buyers b WHERE b.review_count <> (
           SELECT count(*) FROM reviews r JOIN members m ON m.id = r.member_id
           WHERE r.buyer_id = b.id AND m.status = 'active')`,
      )
      .first<{ n: number }>();
    checks.push({
      name: "buyers' review counts match the reviews their pages list",
      ok: miscounted?.n === 0,
      detail: `${miscounted?.n ?? '?'} miscounted`,
    });
    console.log(`Data set "${size}"`);
    console.log(report(figures, checks));
    const failed = checks.filter((c) => !c.ok).length;
    console.log(failed ? `\n${failed} threshold(s) missed.` : '\nEvery threshold met.');
    if (failed) process.exitCode = 1;
  }
} finally {
  await local.dispose();
}
