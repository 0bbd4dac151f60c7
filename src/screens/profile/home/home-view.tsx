import { listFormat } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { toLangCode } from '../../../i18n/locales';
import { plural } from '../../../i18n/plural';
import { ContactForm } from '../../../islands/contact-form';
import { Island } from '../../../islands/island';
import { link, withQuery } from '../../../routing/link';
import { ReviewMegaPillCard } from '../../../ui/cards/review-cards';
import { FaqList } from '../../../ui/faq-list';
import { ProfileLayout, ProfileSection } from '../../../ui/profile/profile-layout';
import { RemovedCompany } from '../../../ui/profile/removed-company';
import { TypicalProject } from '../../../ui/project-facts';
import { formatRating } from '../../../ui/rating';
import type { RemovedProfile } from '../profile-guard';
import { Distinctions, HomeSidebar, QualityList } from './home-parts';
import { type HomeData, LOAD_MORE } from './load';

/** The FAQ: the question on the qualities clients recognise, the review count, then the member's own. */
export function homeFaq(member: HomeData['member'], t: ReturnType<typeof useI18n>['t'], locale: string) {
  const qualities = member.qualities.map((q) => q.quality.label).filter(Boolean) as string[];
  const rating = formatRating(locale, member.averageRating);
  return [
    {
      question: t('profile.home.faqQualities', { name: member.name }),
      answer: qualities.length
        ? t('profile.home.faqQualitiesAnswer', {
            name: member.name,
            list: listFormat(locale).format(qualities),
          })
        : t('profile.home.faqQualitiesNone', { name: member.name }),
    },
    {
      question: t('profile.home.faqReviews', { name: member.name }),
      answer: plural(t, 'profile.home.faqReviewsAnswer', member.reviewCount, { name: member.name, rating }),
    },
    ...member.faqs
      .filter((faq) => faq.question && faq.answer)
      .map((faq) => ({ question: faq.question as string, answer: faq.answer as string })),
  ];
}

/** The profile home (spec section 2): about, qualities, distinctions, reviews, FAQ, contact, sidebar. */
export function HomeView({ data }: { data: HomeData | RemovedProfile }) {
  const { t, locale } = useI18n();
  if (data.kind === 'removed') return <RemovedCompany member={data.member} others={data.others} />;
  const { member, chrome, sizes } = data;
  const here = link(locale, 'profil-slug', { slug: member.slug });
  const more = (name: keyof typeof LOAD_MORE, hash: string) =>
    `${withQuery(here, { ...sizes, [name]: sizes[name] + LOAD_MORE[name] })}#${hash}`;
  const featured = member.featuredReviews;
  const featuredIds = new Set(featured.map((review) => review.id));
  const latest = member.reviews.items.filter((review) => !featuredIds.has(review.id)).slice(0, 4);
  const faq = homeFaq(member, t, locale);
  // A collection without a title in any language would be a link without a name: not listed.
  const collections = member.collections.filter((collection) => collection.title);
  return (
    <ProfileLayout member={member} active="home" chrome={chrome}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <TypicalProject project={member.typicalProject} />
          {member.about ? (
            <ProfileSection title={t('profile.home.about')} id="about">
              <p className="whitespace-pre-line leading-relaxed text-ink-soft">{member.about}</p>
            </ProfileSection>
          ) : null}
          <ProfileSection title={t('profile.home.mainQualities')} id="qualities">
            <QualityList member={member} />
          </ProfileSection>
          <ProfileSection title={t('profile.home.mainDistinctions')} id="distinctions">
            <Distinctions
              member={member}
              loadMore={{
                rewards:
                  member.rewardCount > member.rewards.length ? more('rewards', 'distinctions') : undefined,
                badges: member.badgeCount > member.badges.length ? more('badges', 'distinctions') : undefined,
              }}
            />
          </ProfileSection>
          {featured.length > 0 ? (
            <ProfileSection title={t('profile.home.featuredReviews')} id="featured">
              <ul className="lazy-cards grid grid-cols-1 gap-4 md:grid-cols-2">
                {featured.map((review) => (
                  <li key={review.id}>
                    <ReviewMegaPillCard review={review} brand={chrome.brand} />
                  </li>
                ))}
              </ul>
            </ProfileSection>
          ) : null}
          <ProfileSection
            title={t('profile.home.latestReviews')}
            id="latest"
            action={
              member.reviewCount > 0 ? (
                <a
                  href={link(locale, 'profil-slug-reviews', { slug: member.slug })}
                  className="text-sm font-semibold text-primary-dark50 underline-offset-4 hover:underline"
                >
                  {plural(t, 'profile.home.allReviews', member.reviewCount)}
                </a>
              ) : null
            }
          >
            {latest.length > 0 ? (
              <ul className="lazy-cards grid grid-cols-1 gap-4 md:grid-cols-2">
                {latest.map((review) => (
                  <li key={review.id}>
                    <ReviewMegaPillCard review={review} brand={chrome.brand} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('profile.home.none')}</p>
            )}
          </ProfileSection>
          {collections.length > 0 ? (
            <ProfileSection title={t('profile.home.collections')} id="collections">
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {collections.map((collection) => (
                  <li key={collection.id}>
                    <a
                      href={link(locale, 'profil-slug-collection-id', {
                        slug: member.slug,
                        id: collection.id,
                      })}
                      className="flex min-h-11 items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-card hover:border-primary"
                    >
                      <span className="min-w-0 font-semibold text-ink">{collection.title}</span>
                      <span className="shrink-0 text-sm text-muted">
                        {plural(t, 'profile.reviews.count', collection.reviewCount)}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </ProfileSection>
          ) : null}
          <ProfileSection title={t('profile.home.faq')} id="faq">
            <FaqList items={faq} />
          </ProfileSection>
          <ProfileSection title={t('profile.contact.title', { name: member.name })} id="contact">
            <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
              <p className="mb-4 text-sm text-muted">{t('profile.contact.intro', { name: member.name })}</p>
              <Island
                name="contact-form"
                component={ContactForm}
                when="interaction"
                props={{
                  ...data.contact,
                  action: `${here}#contact`,
                  endpoint: `/api/graphql/mutation/SendContactMessage?locale=${toLangCode(locale)}`,
                }}
              />
            </div>
          </ProfileSection>
        </div>
        <HomeSidebar
          member={member}
          brand={chrome.brand}
          moreCompanies={
            member.clientCompanyCount > member.clientCompanies.length
              ? more('companies', 'trusted-by')
              : undefined
          }
        />
      </div>
    </ProfileLayout>
  );
}
