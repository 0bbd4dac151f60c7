import { TRUST_POWER_LEVELS, type TrustPowerLevel } from '../../domain/trust-power';
import { useI18n } from '../../i18n/i18n-context';
import { plural } from '../../i18n/plural';

/**
 * The trust power level as six segments, those up to the member's level filled, with the level
 * named in text (the segments are decorative).
 */
export function TrustPowerGauge({ level, points }: { level: TrustPowerLevel; points: number }) {
  const { t } = useI18n();
  const reached = TRUST_POWER_LEVELS.indexOf(level);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-2xl font-bold text-primary-dark50">{t(`profile.data.levels.${level}`)}</p>
      <svg viewBox="0 0 600 24" className="h-6 w-full" aria-hidden="true">
        {TRUST_POWER_LEVELS.map((name, index) => (
          <rect
            key={name}
            x={index * 100 + 2}
            y="2"
            width="96"
            height="20"
            rx="10"
            fill={index <= reached ? 'var(--color-primary)' : 'var(--color-line)'}
          />
        ))}
      </svg>
      <p className="text-sm text-muted">{plural(t, 'profile.data.trustPowerPoints', points)}</p>
    </div>
  );
}
