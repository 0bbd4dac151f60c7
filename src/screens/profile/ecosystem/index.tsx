import { useI18n } from '../../../i18n/i18n-context';
import { Avatar } from '../../../ui/avatar';
import { MemberListingCard } from '../../../ui/cards/member-cards';
import { ProfileSection } from '../../../ui/profile/profile-layout';
import { type TabData, tabScreen } from '../home/tab-screen';
import { ReviewMasonry } from '../reviews/reviews-view';

function EcosystemBody({
  member,
  chrome,
}: {
  member: TabData<'ProfileEcosystem'>['member'];
  chrome: { brand: string };
}) {
  const { t } = useI18n();
  const none = <p className="text-sm text-muted">{t('profile.ecosystem.none')}</p>;
  return (
    <div className="flex flex-col gap-10">
      <ProfileSection title={t('profile.ecosystem.partners', { name: member.name })} id="partners">
        {member.partners.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {member.partners.map((partner) => (
              <li key={partner.id}>
                <MemberListingCard member={partner} />
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.ecosystem.groups', { name: member.name })} id="groups">
        {member.groups.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {member.groups.map((group) => (
              <li
                key={group.id}
                className="flex items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
              >
                <Avatar name={group.name} src={group.logo?.url} size="lg" square decorative />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{group.name}</span>
                  {group.description ? (
                    <span className="block text-sm text-muted">{group.description}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.ecosystem.published', { name: member.name })} id="published">
        {member.publishedReviews.length > 0 ? (
          <ReviewMasonry reviews={member.publishedReviews} brand={chrome.brand} />
        ) : (
          <p className="text-sm text-muted">{t('profile.ecosystem.publishedNone', { name: member.name })}</p>
        )}
      </ProfileSection>
    </div>
  );
}

/** Screen 'profil-slug-ecosystem': partners, groups, and reviews the provider published. */
export const screen = tabScreen('profil-slug-ecosystem', {
  operation: 'ProfileEcosystem',
  tab: 'ecosystem',
  titleKey: 'profile.meta.ecosystemTitle',
  Body: EcosystemBody,
});
