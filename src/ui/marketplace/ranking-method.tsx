import type { Translate } from './translate';

export interface RankingMethodWeights {
  base: number;
  ratingMax: number;
  testimony: number;
  video: number;
  caseStudy: number;
}

/** The public ranking method (design section 6), stated to visitors from the weights the SQL uses. */
export function RankingMethod({ method, t }: { method: RankingMethodWeights; t: Translate }) {
  const rows = [
    t('marketplace.leaderboard.methodBase', { count: method.base }),
    t('marketplace.leaderboard.methodRating', { count: method.ratingMax }),
    t('marketplace.leaderboard.methodTestimony', { count: method.testimony }),
    t('marketplace.leaderboard.methodVideo', { count: method.video }),
    t('marketplace.leaderboard.methodCaseStudy', { count: method.caseStudy }),
  ];
  return (
    <section aria-labelledby="ranking-method" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="ranking-method" className="text-base font-semibold text-ink">
        {t('marketplace.leaderboard.methodTitle')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('marketplace.leaderboard.methodIntro')}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-ink">
        {rows.map((row) => (
          <li key={row} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {row}
          </li>
        ))}
      </ul>
    </section>
  );
}
