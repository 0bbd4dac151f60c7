import { PERIOD_KINDS, type Period, periodBounds, periodOf } from '../domain/periods';
import { snapshotPeriod } from '../graphql/data/ranking';
import { purgePageTags } from '../http/page-generations';
import { EVERY_PAGE_TAG } from '../http/page-tags';

const DAY_MS = 86_400_000;

/**
 * The periods that closed between the day before `now` and `now`: at 00:05 on a Monday the past
 * week, on the 1st the past month (and quarter, and year on 1 January).
 * @example closedPeriods(new Date("2026-01-01T00:05:00Z")) // December, Q4 and the year 2025
 */
export function closedPeriods(now: Date): Period[] {
  const yesterday = new Date(now.getTime() - DAY_MS);
  return PERIOD_KINDS.flatMap((kind) => {
    const before = periodOf(kind, yesterday);
    const current = periodOf(kind, now);
    return before.year === current.year && before.number === current.number ? [] : [before];
  });
}

/**
 * Freezes the rankings of the periods that just closed into `leaderboard_snapshots`.
 * Idempotent: a rerun the same day rewrites the same snapshots.
 */
export async function snapshotClosedPeriods(db: D1Database, now: Date): Promise<Period[]> {
  const closed = closedPeriods(now);
  for (const period of closed) {
    await snapshotPeriod(
      db,
      { period: period.kind, year: period.year, number: period.number },
      periodBounds(period),
      now,
    );
  }
  return closed;
}

/**
 * Cron trigger (wrangler.toml, 00:05 UTC daily): freezes the rankings of the periods that just
 * closed, then purges the cached pages tagged `rankings`.
 */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const closed = await snapshotClosedPeriods(env.DB, new Date(controller.scheduledTime));
  // Rankings changed: every cached page showing them is dropped (one KV write).
  if (closed.length > 0) await purgePageTags(env.CACHE, [EVERY_PAGE_TAG]);
  console.log(JSON.stringify({ level: 'info', message: 'leaderboard snapshots', periods: closed }));
}
