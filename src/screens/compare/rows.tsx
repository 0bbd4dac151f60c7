import type { ReactNode } from 'react';
import { fiveScale } from '../../domain/rating';
import { formatDate, formatNumber, ONE_DECIMAL } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { labelOf, type Translate } from '../../i18n/translate';
import { link, reviewLink } from '../../routing/link';
import { embedAuthor, embedText } from '../../ui/embed-review';
import { Rating } from '../../ui/rating';
import type { ComparedMember } from './load';

/** One compared criterion: its label and how a member's value reads. */
export interface CompareRow {
  key: string;
  label: string;
  value: (member: ComparedMember) => ReactNode;
}

const SERVICE_KINDS = new Set(['ACTIVITY', 'SPECIALTY']);

function List({ items, none }: { items: string[]; none: string }) {
  if (items.length === 0) return <span className="text-muted">{none}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The criteria of the comparison, in the order the page shows them. */
export function compareRows(t: Translate, locale: Locale): CompareRow[] {
  const none = t('compare.none');
  const yearly = (member: ComparedMember) =>
    member.standings.find((standing) => standing.period === 'yearly');
  return [
    {
      key: 'rating',
      label: t('compare.rows.rating'),
      value: (member) =>
        member.averageRating == null || member.reviewCount === 0 ? (
          <span className="text-muted">{t('profile.cards.noRating')}</span>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <Rating
              value={fiveScale(member.averageRating)}
              locale={locale}
              size="sm"
              label={t('profile.cards.rating', { rating: '{{value}}' })}
            />
          </span>
        ),
    },
    {
      key: 'reviews',
      label: t('compare.rows.reviews'),
      value: (member) => formatNumber(locale, member.reviewCount),
    },
    {
      key: 'qualities',
      label: t('compare.rows.qualities'),
      value: (member) => (
        <List
          none={none}
          items={member.qualityRatings.map((row) =>
            t('compare.qualityValue', {
              quality: row.quality.label ?? row.quality.slug,
              rating: formatNumber(locale, fiveScale(row.averageRating), ONE_DECIMAL),
              count: formatNumber(locale, row.reviews),
            }),
          )}
        />
      ),
    },
    {
      key: 'services',
      label: t('compare.rows.services'),
      value: (member) => (
        <List
          none={none}
          items={[
            ...new Set(
              member.tags
                .filter((tag) => SERVICE_KINDS.has(tag.kind.toUpperCase()) && tag.label)
                .map((tag) => tag.label as string),
            ),
          ].slice(0, 6)}
        />
      ),
    },
    {
      key: 'sectors',
      label: t('compare.rows.sectors'),
      value: (member) => (
        <List
          none={none}
          items={member.clientSectors
            .map((sector) => labelOf(t, 'profile.sectors', sector) || sector)
            .slice(0, 6)}
        />
      ),
    },
    {
      key: 'cities',
      label: t('compare.rows.cities'),
      value: (member) => (
        <List
          none={none}
          items={member.locations.map((location) => location.city.name ?? location.city.slug)}
        />
      ),
    },
    {
      key: 'points',
      label: t('compare.rows.points'),
      value: (member) =>
        t('compare.pointsValue', { count: formatNumber(locale, yearly(member)?.points ?? 0) }),
    },
    {
      key: 'rank',
      label: t('compare.rows.rank'),
      value: (member) => {
        const standing = yearly(member);
        if (!standing) return <span className="text-muted">{t('compare.unranked')}</span>;
        return t('compare.rankValue', {
          position: formatNumber(locale, standing.position),
          total: formatNumber(locale, standing.total),
          category: labelOf(t, 'marketplace.categories', standing.category) || standing.category,
        });
      },
    },
    {
      key: 'latestReview',
      label: t('compare.rows.latestReview'),
      value: (member) => {
        const review = member.reviews.items[0];
        if (!review) return <span className="text-muted">{t('compare.noReview')}</span>;
        const text = embedText(review);
        const author = embedAuthor(review, t);
        return (
          <span className="flex flex-col gap-1">
            <a
              href={reviewLink(locale, { publicId: review.id, owner: { slug: member.slug } })}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {text.title || t('widget.feeds.untitled', { author: author || t('widget.feeds.someone') })}
            </a>
            {author ? <span className="text-muted">{author}</span> : null}
            <span className="text-muted">{formatDate(locale, review.publishedAt)}</span>
          </span>
        );
      },
    },
  ];
}

/** The profile of a compared member. */
export const profileHref = (locale: Locale, member: ComparedMember) =>
  link(locale, 'profil-slug', { slug: member.slug });
