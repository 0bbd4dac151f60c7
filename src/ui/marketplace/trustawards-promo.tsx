import type { Translate } from '../../i18n/translate';
import { Icon } from '../icon';

/** The Trustawards promotion block of the leaderboard sidebar, with the awards event link. */
export function TrustawardsPromo({
  year,
  href,
  eventHref,
  t,
}: {
  year: number;
  href: string;
  eventHref: string;
  t: Translate;
}) {
  return (
    <section
      className="rounded-2xl bg-gradient-to-br from-slate-900 to-brand-900 p-5 text-white"
      aria-labelledby="trustawards-promo"
    >
      <Icon name="lucide:trophy" size={28} className="text-amber-300" />
      <h2 id="trustawards-promo" className="mt-2 text-lg font-semibold">
        {t('marketplace.leaderboard.promoTitle', { year })}
      </h2>
      <p className="mt-1 text-sm text-white/85">{t('marketplace.leaderboard.promoText')}</p>
      <a
        href={href}
        className="mt-4 inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('marketplace.leaderboard.promoCta')}
      </a>
      <a
        href={eventHref}
        rel="noopener noreferrer"
        className="mt-3 block text-sm text-white underline underline-offset-2 hover:text-brand-100"
      >
        {t('marketplace.leaderboard.eventLink')}
      </a>
    </section>
  );
}
