import { fiveScale } from '../../domain/rating';
import { useI18n } from '../../i18n/i18n-context';
import { plural } from '../../i18n/plural';
import { link } from '../../routing/link';
import { Avatar } from '../avatar';
import { buttonClasses } from '../button';
import { Rating } from '../rating';
import type { ProfileMember } from './types';

/** The profile's header: a band in the member's colour, logo, name, rating, review count, CTA. */
export function ProfileHeader({ member, headingLevel = 1 }: { member: ProfileMember; headingLevel?: 1 | 2 }) {
  const { t, locale } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const rating = member.averageRating == null ? null : fiveScale(member.averageRating);
  return (
    <header className="bg-surface">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-primary-dark50 via-primary to-primary-light50 sm:h-32"
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="-mt-10 shrink-0 sm:-mt-12">
          <Avatar
            name={member.name}
            src={member.logo?.url}
            size="2xl"
            square
            border="light"
            className="shadow-raised"
            loading="eager"
          />
        </div>
        <div className="min-w-0 flex-1">
          <Heading className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{member.name}</Heading>
          {member.shortDescription ? <p className="mt-1 text-ink-soft">{member.shortDescription}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {rating != null && member.reviewCount > 0 ? (
              <Rating
                value={rating}
                locale={locale}
                label={t('profile.cards.rating', { rating: '{{value}}' })}
              />
            ) : null}
            <a
              href={link(locale, 'profil-slug-reviews', { slug: member.slug })}
              className="font-medium text-primary-dark50 underline-offset-4 hover:underline"
            >
              {plural(t, 'profile.cards.reviews', member.reviewCount)}
            </a>
          </div>
        </div>
        <a
          href={`${link(locale, 'profil-slug', { slug: member.slug })}#contact`}
          className={`${buttonClasses('custom', 'md')} self-start sm:self-end`}
        >
          {t('profile.header.contactCta')}
        </a>
      </div>
    </header>
  );
}
