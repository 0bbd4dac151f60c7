import { formatDate } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { link } from '../../../routing/link';
import { Icon } from '../../../ui/icon';
import { ProfileSection } from '../../../ui/profile/profile-layout';
import { type TabData, tabScreen } from '../home/tab-screen';

function RewardsBody({ member }: { member: TabData<'ProfileRewards'>['member'] }) {
  const { t, locale } = useI18n();
  const none = <p className="text-sm text-muted">{t('profile.distinctions.none')}</p>;
  const card = 'rounded-card border border-line bg-surface p-4 shadow-card';
  return (
    <div className="flex flex-col gap-10">
      <ProfileSection title={t('profile.distinctions.rewards')} id="rewards">
        {member.rewards.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {member.rewards.map((reward) => (
              <li key={reward.id} className={`${card} flex items-center gap-3`}>
                <span className="flex h-12 min-w-12 shrink-0 items-center justify-center whitespace-nowrap rounded-full bg-primary-dark50 px-3 text-sm font-bold text-white">
                  {t('profile.distinctions.rank', { rank: reward.rank })}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{reward.title}</span>
                  <span className="block text-xs text-muted">
                    {t('profile.distinctions.awardedAt', { date: formatDate(locale, reward.awardedAt) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.distinctions.badges')} id="badges">
        {member.badges.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {member.badges.map((badge) => (
              <li
                key={badge.id}
                className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink shadow-card"
              >
                <Icon name={badge.icon ?? 'lucide:award'} size={16} className="text-primary-dark50" />
                {badge.label}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.distinctions.certifications')} id="certifications">
        {member.certifications.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {member.certifications.map((certification) => (
              <li key={certification.id} className={card}>
                <span className="block font-semibold text-ink">
                  {certification.name}
                  {certification.year ? ` · ${certification.year}` : ''}
                </span>
                <span className="block text-sm text-muted">
                  {t('profile.distinctions.issuedBy', { issuer: certification.issuer })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.distinctions.articles')} id="articles">
        {member.articles.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {member.articles.map((article) => (
              <li key={article.id} className={card}>
                <a
                  href={link(locale, 'articles-slug', { slug: article.slug })}
                  className="font-semibold text-ink hover:text-primary-dark50"
                >
                  {article.title}
                </a>
                <span className="mt-1 block text-xs text-muted">
                  {formatDate(locale, article.publishedAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
    </div>
  );
}

/** Screen 'profil-slug-rewards' (the Distinctions tab): rewards, badges, certifications, articles. */
export const screen = tabScreen('profil-slug-rewards', {
  operation: 'ProfileRewards',
  tab: 'distinctions',
  titleKey: 'profile.meta.rewardsTitle',
  Body: RewardsBody,
});
