import { useI18n } from '../../../i18n/i18n-context';
import { MemberListingCard } from '../../../ui/cards/member-cards';
import { gridImageLoading } from '../../../ui/img';
import { AvatarList } from '../../../ui/profile/avatar-list';
import { ProfileSection } from '../../../ui/profile/profile-layout';
import { ReviewMasonry } from '../reviews/reviews-view';
import { type TabData, tabScreen } from '../tab-screen';

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
            {member.partners.map((partner, index) => (
              <li key={partner.id}>
                <MemberListingCard member={partner} {...gridImageLoading(index)} />
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.ecosystem.groups', { name: member.name })} id="groups">
        {member.groups.length > 0 ? (
          <AvatarList
            of="organisations"
            items={member.groups.map((group) => ({
              id: group.id,
              name: group.name,
              picture: group.logo?.url,
              detail: group.description,
            }))}
          />
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
