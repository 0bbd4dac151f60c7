import { plural } from '../../i18n/plural';
import type { Translate } from '../../i18n/translate';

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
    plural(t, 'marketplace.leaderboard.methodBase', method.base),
    plural(t, 'marketplace.leaderboard.methodRating', method.ratingMax),
    plural(t, 'marketplace.leaderboard.methodTestimony', method.testimony),
    plural(t, 'marketplace.leaderboard.methodVideo', method.video),
    plural(t, 'marketplace.leaderboard.methodCaseStudy', method.caseStudy),
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
