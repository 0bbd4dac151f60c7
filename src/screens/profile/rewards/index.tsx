import { formatDate } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { link } from '../../../routing/link';
import { BadgeList } from '../../../ui/profile/badge-list';
import { ProfileSection } from '../../../ui/profile/profile-layout';
import { RewardList } from '../../../ui/profile/reward-list';
import type { ProfileChrome } from '../../../ui/profile/types';
import { type TabData, tabScreen } from '../tab-screen';
import { EmbedSection } from './embed-section';

/** The chrome of the rewards tab, with the site's origin for the embed snippets. */
type RewardsChrome = ProfileChrome & { origin?: string };

function RewardsBody({
  member,
  chrome,
}: {
  member: TabData<'ProfileRewards'>['member'];
  chrome: RewardsChrome;
}) {
  const { t, locale } = useI18n();
  const none = <p className="text-sm text-muted">{t('profile.distinctions.none')}</p>;
  const card = 'rounded-card border border-line bg-surface p-4 shadow-card';
  return (
    <div className="flex flex-col gap-10">
      <ProfileSection title={t('profile.distinctions.rewards')} id="rewards">
        {member.rewards.length > 0 ? <RewardList rewards={member.rewards} columns={3} /> : none}
      </ProfileSection>
      <ProfileSection title={t('profile.distinctions.badges')} id="badges">
        {member.badges.length > 0 ? <BadgeList badges={member.badges} /> : none}
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
      {chrome.origin ? <EmbedSection member={member} brand={chrome.brand} origin={chrome.origin} /> : null}
    </div>
  );
}

/** Screen 'profil-slug-rewards' (the Distinctions tab): rewards, badges, certifications, articles. */
const tab = tabScreen('profil-slug-rewards', {
  operation: 'ProfileRewards',
  tab: 'distinctions',
  titleKey: 'profile.meta.rewardsTitle',
  Body: RewardsBody,
});

export const screen: typeof tab = {
  ...tab,
  // The embed snippets are copied onto other sites: they need this site's absolute address.
  async load(ctx) {
    const data = await tab.load?.(ctx);
    if (data?.kind !== 'active') return data as never;
    return { ...data, chrome: { ...data.chrome, origin: ctx.url.origin } as RewardsChrome };
  },
};
