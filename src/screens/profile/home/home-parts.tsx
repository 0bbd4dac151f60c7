import { formatDate, formatNumber } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { labelOf } from '../../../i18n/translate';
import { link } from '../../../routing/link';
import { Avatar } from '../../../ui/avatar';
import { AvatarGroup } from '../../../ui/avatar-group';
import { CityList } from '../../../ui/cards/capped-list';
import { Icon } from '../../../ui/icon';
import { BadgeList } from '../../../ui/profile/badge-list';
import { RewardList } from '../../../ui/profile/reward-list';
import type { HomeData } from './load';

type Member = HomeData['member'];

/** A 'show more' link re-rendering the page with a larger list (works without JavaScript). */
export function LoadMore({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-dark50 underline-offset-4 hover:underline"
    >
      {t('profile.home.loadMore')}
      <span aria-hidden="true">↓</span>
    </a>
  );
}

/** Qualities with their endorsement counts, each linking to the reviews that name it. */
export function QualityList({ member }: { member: Pick<Member, 'slug' | 'qualities'> }) {
  const { t, locale } = useI18n();
  if (member.qualities.length === 0) return <p className="text-sm text-muted">{t('profile.home.none')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {member.qualities.map(({ quality, endorsements }) => (
        <li key={quality.id}>
          <a
            href={link(locale, 'profil-slug-reviews', { slug: member.slug }, { quality: quality.slug })}
            className="inline-flex items-center gap-2 rounded-full border border-primary-light50 bg-primary-light75/40 px-3 py-1.5 text-sm font-medium text-primary-dark50 hover:border-primary"
          >
            {quality.label}
            <span className="rounded-full bg-surface px-1.5 text-xs tabular-nums text-ink-soft">
              {formatNumber(locale, endorsements)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Rewards as medals with their payload lines, badges as icon chips. */
export function Distinctions({
  member,
  loadMore,
}: {
  member: Member;
  loadMore: { rewards?: string; badges?: string };
}) {
  const { t } = useI18n();
  if (member.rewards.length === 0 && member.badges.length === 0) {
    return <p className="text-sm text-muted">{t('profile.distinctions.none')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {member.rewards.length > 0 ? (
        <div>
          <RewardList rewards={member.rewards} />
          {loadMore.rewards ? <LoadMore href={loadMore.rewards} /> : null}
        </div>
      ) : null}
      {member.badges.length > 0 ? (
        <div>
          <BadgeList badges={member.badges} />
          {loadMore.badges ? <LoadMore href={loadMore.badges} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The sidebar: key facts, client companies, team, and how reviews are verified. */
export function HomeSidebar({
  member,
  brand,
  moreCompanies,
}: {
  member: Member;
  brand: string;
  moreCompanies?: string;
}) {
  const { t, locale } = useI18n();
  const cities = member.locations.map((location) => location.city.name ?? location.city.slug);
  const box = 'rounded-card border border-line bg-surface p-5 shadow-card';
  const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-muted';
  return (
    <aside className="flex flex-col gap-5">
      <section className={box} aria-labelledby="facts-title">
        <h2 id="facts-title" className={heading}>
          {t('profile.home.details')}
        </h2>
        <ul className="flex flex-col gap-2.5 text-sm text-ink-soft">
          <li className="flex items-start gap-2">
            <Icon name="lucide:calendar-check" size={18} className="mt-0.5 shrink-0 text-primary-dark50" />
            {t('profile.home.createdAt', { date: formatDate(locale, member.createdAt) })}
          </li>
          {member.foundedAt ? (
            <li className="flex items-start gap-2">
              <Icon name="lucide:building-2" size={18} className="mt-0.5 shrink-0 text-primary-dark50" />
              {t('profile.home.foundedAt', { year: member.foundedAt.slice(0, 4) })}
            </li>
          ) : null}
          {cities.length > 0 ? (
            <li className="flex items-start gap-2">
              <Icon name="lucide:map-pin" size={18} className="mt-0.5 shrink-0 text-primary-dark50" />
              <span>
                <span className="sr-only">{t('profile.home.locations')}: </span>
                <CityList names={cities} />
              </span>
            </li>
          ) : null}
        </ul>
      </section>
      {member.clientCompanies.length > 0 ? (
        <section id="trusted-by" className={`${box} scroll-mt-24`} aria-labelledby="trusted-by-title">
          <h2 id="trusted-by-title" className={heading}>
            {t('profile.home.trustedBy')}
          </h2>
          <ul className="flex flex-col gap-2.5">
            {member.clientCompanies.map((company) => (
              <li key={company.id} className="flex items-center gap-3 text-sm">
                <Avatar name={company.name} src={company.logo?.url} size="md" square decorative />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">{company.name}</span>
                  {company.sector ? (
                    <span className="block text-xs text-muted">
                      {labelOf(t, 'profile.sectors', company.sector)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          {moreCompanies ? <LoadMore href={moreCompanies} /> : null}
        </section>
      ) : null}
      {member.collaborators.length > 0 ? (
        <section className={box} aria-labelledby="team-title">
          <h2 id="team-title" className={heading}>
            {t('profile.home.collaborators')}
          </h2>
          <AvatarGroup
            people={member.collaborators.map((person) => ({
              name: `${person.firstName} ${person.lastName}`,
              src: person.avatar?.url,
            }))}
            size="lg"
            locale={locale}
          />
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {member.collaborators.slice(0, 4).map((person) => (
              <li key={person.id} className="text-ink-soft">
                <span className="font-medium text-ink">{`${person.firstName} ${person.lastName}`}</span>
                {person.jobTitle ? ` · ${person.jobTitle}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={`${box} bg-primary-light75/30`} aria-labelledby="verify-title">
        <h2 id="verify-title" className="mb-2 flex items-center gap-2 text-base font-semibold text-ink">
          <Icon name="lucide:shield-check" size={20} className="text-primary-dark50" />
          {t('profile.home.howVerify')}
        </h2>
        <p className="text-sm leading-relaxed text-ink-soft">{t('profile.home.howVerifyText', { brand })}</p>
      </section>
    </aside>
  );
}
