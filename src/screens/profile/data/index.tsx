import type { TrustPowerLevel } from '../../../domain/trust-power';
import { numberFormat } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { plural } from '../../../i18n/plural';
import { BarChart, HorizontalBars } from '../../../ui/charts/bar-chart';
import { ChartFigure } from '../../../ui/charts/chart-figure';
import { TrustPowerGauge } from '../../../ui/charts/trust-power-gauge';
import { formatRating } from '../../../ui/rating';
import { type TabData, tabScreen } from '../tab-screen';

function DataBody({ member }: { member: TabData<'ProfileData'>['member'] }) {
  const { t, locale } = useI18n();
  const stats = member.stats;
  const years = stats.reviewsByYear.map((row) => ({ label: String(row.year), value: row.count }));
  const ratings = stats.ratingDistribution.map((row) => ({
    label: plural(t, 'profile.data.starsValue', row.stars),
    value: row.count,
  }));
  const qualities = member.qualities.map((q) => ({
    label: q.quality.label ?? q.quality.slug,
    value: q.endorsements,
  }));
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const facts = [
    {
      label: t('profile.data.averageRating'),
      value: member.averageRating == null ? '–' : `${formatRating(locale, member.averageRating)} / 5`,
    },
    { label: t('profile.data.totalReviews'), value: number.format(member.reviewCount) },
    { label: t('profile.data.totalPoints'), value: number.format(member.scoreSum) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('profile.data.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('profile.data.intro', { name: member.name })}</p>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-card border border-line bg-surface p-5 shadow-card">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartFigure
          title={t('profile.data.overTime')}
          description={t('profile.data.overTimeDescription')}
          columns={[t('profile.data.year'), t('profile.data.count')]}
          data={years}
        >
          <BarChart data={years} />
        </ChartFigure>
        <ChartFigure
          title={t('profile.data.distribution')}
          description={t('profile.data.distributionDescription')}
          columns={[t('profile.data.stars'), t('profile.data.count')]}
          data={ratings}
        >
          <HorizontalBars data={ratings} />
        </ChartFigure>
        <ChartFigure
          title={t('profile.data.qualities')}
          description={t('profile.data.qualitiesDescription')}
          columns={[t('profile.data.quality'), t('profile.data.endorsements')]}
          data={qualities}
        >
          <HorizontalBars data={qualities} />
        </ChartFigure>
        <section
          className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
          aria-labelledby="trust-power-title"
        >
          <h3 id="trust-power-title" className="text-base font-semibold text-ink">
            {t('profile.data.trustPower')}
          </h3>
          <p className="text-sm text-muted">{t('profile.data.trustPowerDescription')}</p>
          <TrustPowerGauge level={stats.trustPower as TrustPowerLevel} points={member.score12m} />
        </section>
      </div>
    </div>
  );
}

/** Screen 'profil-slug-data': reviews over time, rating distribution, qualities, trust power. */
export const screen = tabScreen('profil-slug-data', {
  operation: 'ProfileData',
  tab: 'data',
  titleKey: 'profile.meta.dataTitle',
  Body: DataBody,
});
