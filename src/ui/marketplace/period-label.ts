import type { Period } from '../../domain/periods';
import { dateTimeFormat } from '../../i18n/format';
import { ordinal } from '../../i18n/plural';
import { labelOf, type Translate } from '../../i18n/translate';

/**
 * A period's name in the visitor's language: "Semaine 3 de 2026", "mars 2026", "T1 2026", "Année 2026".
 * Month names come from Intl, the rest from the dictionaries.
 */
export function periodLabel(period: Period, locale: string, t: Translate): string {
  switch (period.kind) {
    case 'weekly':
      return t('marketplace.leaderboard.week', { number: period.number, year: period.year });
    case 'monthly': {
      const month = dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
        new Date(Date.UTC(period.year, period.number - 1, 1)),
      );
      return month.charAt(0).toLocaleUpperCase(locale) + month.slice(1);
    }
    case 'quarterly':
      return t('marketplace.leaderboard.quarter', {
        number: period.number,
        ordinal: ordinal(t, period.number),
        year: period.year,
      });
    case 'yearly':
      return t('marketplace.leaderboard.year', { year: period.year });
  }
}

/**
 * The heading of a ranking: its period, and its category when one is chosen.
 * @example leaderboardTitle(t, 'Semaine 3 de 2026', 'tech_et_produit') // 'Classement Tech et produit · Semaine 3 de 2026'
 */
export function leaderboardTitle(t: Translate, period: string, category: string): string {
  const label = category === 'all' ? '' : labelOf(t, 'marketplace.categories', category);
  return label
    ? t('marketplace.leaderboard.titlePeriodCategory', { category: label, period })
    : t('marketplace.leaderboard.titlePeriod', { period });
}
