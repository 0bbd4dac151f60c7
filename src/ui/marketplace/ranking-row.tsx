import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { Rating } from '../rating';
import type { Translate } from './translate';

export interface RankingRowData {
  position: number;
  points: number;
  reviewCount: number;
  /** 10 scale. */
  averageRating?: number | null;
  member: {
    slug: string;
    name: string;
    shortDescription?: string | null;
    logo?: { url: string } | null;
    primaryColor: string;
  };
}

const MEDALS: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-orange-300 text-orange-950',
};

/**
 * A ranking row (member mega-pill): list position, badge for the podium, logo and name linking to
 * the profile, period rating, review count and '+ N points'.
 */
export function RankingRow({
  row,
  href,
  locale,
  t,
  badge,
}: {
  row: RankingRowData;
  href: string;
  locale: Locale;
  t: Translate;
  badge?: string;
}) {
  const rating = row.averageRating == null ? null : Math.round(row.averageRating * 5) / 10;
  return (
    <li className="group relative flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-emerald-600 hover:shadow-md">
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold ${MEDALS[row.position] ?? 'bg-slate-100 text-slate-700'}`}
        aria-label={t('marketplace.leaderboard.position', { position: row.position })}
      >
        {row.position}
      </span>
      {row.member.logo ? (
        <img
          src={row.member.logo.url}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-xl border border-slate-100 bg-white object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl text-lg font-bold text-white"
          style={{ background: row.member.primaryColor }}
        >
          {row.member.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <a
            href={href}
            className="truncate font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline"
          >
            {row.member.name}
          </a>
          {badge ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {badge}
            </span>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {rating !== null ? (
            <Rating
              value={Math.min(5, Math.max(0, rating))}
              locale={locale}
              size="sm"
              label={t('marketplace.common.rating', { rating: '{{value}}' })}
            />
          ) : null}
          <span>
            {t('marketplace.common.reviewsShort', { count: formatNumber(locale, row.reviewCount) })}
          </span>
        </div>
      </div>
      <span className="shrink-0 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">
        {t('marketplace.leaderboard.points', { count: formatNumber(locale, row.points) })}
      </span>
    </li>
  );
}
