import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/format';
import { useI18n } from '../../../i18n/i18n-context';
import { link } from '../../../routing/link';
import { ChipList } from '../../../ui/cards/capped-list';
import { reviewAuthor, reviewTitle } from '../../../ui/cards/review-author';
import { AuthenticatedBadge, AuthorLine, ReviewStars } from '../../../ui/cards/review-parts';
import { contentLang, WrittenIn } from '../../../ui/content-language';
import { ProfileLayout } from '../../../ui/profile/profile-layout';
import { RemovedCompany } from '../../../ui/profile/removed-company';
import { ProjectFactsList } from '../../../ui/project-facts';
import type { RemovedProfile } from '../profile-guard';
import type { ReferenceData } from './load';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** One reference: summary, testimonial, case study, timeline, qualities, rating, back link. */
export function ReferenceView({ data }: { data: ReferenceData | RemovedProfile }) {
  const { t, locale } = useI18n();
  if (data.kind === 'removed') return <RemovedCompany member={data.member} others={data.others} />;
  const { member, review, chrome } = data;
  const author = reviewAuthor(review, t, chrome.brand);
  const title = reviewTitle(review, author, t);
  const summary = review.summary;
  const testimony = review.testimony;
  const quote = testimony?.fullText || testimony?.body || testimony?.verbatim || review.description;
  const lang = contentLang(locale, review.textLang);
  const video =
    testimony?.videoUrl && /^(https:\/\/|\/media\/)/.test(testimony.videoUrl) ? testimony.videoUrl : null;
  const poster = testimony?.videoPoster?.url ?? review.cover?.url ?? undefined;
  return (
    <ProfileLayout member={member} active="reviews" chrome={chrome} headingLevel={2}>
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <a
          href={link(locale, 'profil-slug-reviews', { slug: member.slug })}
          className="text-sm font-medium text-primary-dark50 underline-offset-4 hover:underline"
        >
          ← {t('profile.reference.backToReviews')}
        </a>
        <header className="flex flex-col gap-4">
          <h1
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            {...(review.title?.trim() ? lang : {})}
          >
            {title}
          </h1>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <AuthorLine author={author} size="reg" loading="eager" />
            <div className="flex flex-col items-end gap-1">
              <span className="sr-only">{t('profile.reference.rating')}</span>
              <ReviewStars rating10={review.rating} size="md" />
            </div>
          </div>
          <AuthenticatedBadge publishedAt={review.publishedAt} brand={chrome.brand} />
          <WrittenIn lang={review.textLang} />
        </header>
        {review.project ? (
          <Block title={t('facts.title')}>
            <ProjectFactsList facts={review.project} />
          </Block>
        ) : null}
        {summary && (summary.issue || summary.solution || summary.result) ? (
          <Block title={t('profile.reference.summary')}>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              {(['issue', 'solution', 'result'] as const).map((part) =>
                summary[part] ? (
                  <div key={part} className="rounded-control bg-primary-light75/30 p-4">
                    <dt className="text-xs font-semibold uppercase tracking-wide text-primary-dark50">
                      {t(`profile.reference.${part}`)}
                    </dt>
                    <dd className="mt-1 text-sm leading-relaxed text-ink" {...lang}>
                      {summary[part]}
                    </dd>
                  </div>
                ) : null,
              )}
            </dl>
          </Block>
        ) : null}
        {quote || video ? (
          <Block title={t('profile.reference.testimony')}>
            {video ? (
              // The player loads nothing until the visitor presses play (preload none, no autoplay).
              // biome-ignore lint/a11y/useMediaCaption: members upload testimonials without caption files; the quoted testimony beside the player is its text
              <video
                controls
                preload="none"
                playsInline
                poster={poster}
                aria-label={t('profile.reference.video')}
                className="mb-4 aspect-video w-full rounded-control bg-ink object-cover"
              >
                <source src={video} type={video.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
                <a href={video} rel="noopener nofollow" className="text-white underline">
                  {t('profile.reference.video')}
                </a>
              </video>
            ) : null}
            {quote ? (
              <blockquote
                className="whitespace-pre-line border-l-4 border-primary pl-4 leading-relaxed text-ink-soft"
                {...lang}
              >
                {quote}
              </blockquote>
            ) : null}
          </Block>
        ) : null}
        {review.caseStudy.length > 0 ? (
          <Block title={t('profile.reference.caseStudy')}>
            <div className="flex flex-col gap-4">
              {review.caseStudy.map((section, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and never reorder
                <div key={index} {...lang}>
                  {section.title ? <h3 className="font-semibold text-ink">{section.title}</h3> : null}
                  {section.body ? (
                    <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink-soft">
                      {section.body}
                    </p>
                  ) : null}
                </div>
              ))}
            </div>
          </Block>
        ) : null}
        {review.timeline.length > 0 ? (
          <Block title={t('profile.reference.timeline')}>
            <ol className="relative flex flex-col gap-4 border-l-2 border-primary-light50 pl-5">
              {review.timeline.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
                <li key={index} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -left-[1.6rem] top-1 size-3 rounded-full bg-primary ring-4 ring-surface"
                  />
                  <time
                    dateTime={event.date}
                    className="text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    {formatDate(locale, event.date)}
                  </time>
                  <p className="text-sm text-ink" {...lang}>
                    {event.label}
                  </p>
                </li>
              ))}
            </ol>
          </Block>
        ) : null}
        {review.qualities.length > 0 ? (
          <Block title={t('profile.reference.qualities')}>
            <ChipList
              labels={review.qualities.map((q) => q.label).filter((l): l is string => Boolean(l))}
              max={99}
              label={t('profile.reference.qualities')}
            />
          </Block>
        ) : null}
        <a
          href={link(locale, 'profil-slug', { slug: member.slug })}
          className="self-start rounded-full bg-primary-dark50 px-5 py-2.5 text-sm font-semibold text-white hover:opacity-90"
        >
          {t('profile.reference.backToProfile', { name: member.name })}
        </a>
      </article>
    </ProfileLayout>
  );
}
