import { useI18n } from '../../../i18n/i18n-context';
import { AvatarList } from '../../../ui/profile/avatar-list';
import { ProfileSection } from '../../../ui/profile/profile-layout';
import { QualityList } from '../home/home-parts';
import { type TabData, tabScreen } from '../tab-screen';

function CultureBody({ member }: { member: TabData<'ProfileCulture'>['member'] }) {
  const { t } = useI18n();
  const none = <p className="text-sm text-muted">{t('profile.culture.none')}</p>;
  return (
    <div className="flex flex-col gap-10">
      <ProfileSection title={t('profile.culture.unique', { name: member.name })} id="unique">
        {member.uniqueValue ? (
          <p className="whitespace-pre-line leading-relaxed text-ink-soft">{member.uniqueValue}</p>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.culture.journey')} id="journey">
        {member.customerJourney.length > 0 ? (
          <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {member.customerJourney.map((step, index) => (
              <li key={step} className="rounded-card border border-line bg-surface p-5 shadow-card">
                <span className="text-xs font-semibold uppercase tracking-wide text-primary-dark50">
                  {t('profile.culture.step', { number: index + 1 })}
                </span>
                <p className="mt-1 text-sm text-ink">{step}</p>
              </li>
            ))}
          </ol>
        ) : (
          none
        )}
      </ProfileSection>
      <ProfileSection title={t('profile.culture.qualities')} id="qualities">
        <QualityList member={member} />
      </ProfileSection>
      <ProfileSection title={t('profile.culture.team')} id="team">
        {member.collaborators.length > 0 ? (
          <AvatarList
            of="people"
            items={member.collaborators.map((person) => ({
              id: person.id,
              name: `${person.firstName} ${person.lastName}`,
              picture: person.avatar?.url,
              detail: person.jobTitle,
            }))}
          />
        ) : (
          none
        )}
      </ProfileSection>
    </div>
  );
}

/** Screen 'profil-slug-culture': what makes the provider unique, journey, qualities, team. */
export const screen = tabScreen('profil-slug-culture', {
  operation: 'ProfileCulture',
  tab: 'culture',
  titleKey: 'profile.meta.cultureTitle',
  Body: CultureBody,
});
