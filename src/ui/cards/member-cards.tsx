import type { ReactNode } from 'react';
import { formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { plural } from '../../i18n/plural';
import { memberLink } from '../../routing/link';
import { primaryColorStyle } from '../color';
import { CoverImage } from '../cover-image';
import type { ImgProps } from '../img';
import { CityList } from './capped-list';
import { CardTitle } from './card-title';
import { MemberLogo, MemberScore, ServiceChips } from './member-parts';
import type { MemberCardData } from './types';

export interface MemberCardProps {
  member: MemberCardData;
  headingLevel?: 2 | 3 | 4;
  /** A control drawn above the card's stretched link (the compare toggle). */
  action?: ReactNode;
}

/**
 * Member highlighted: a large card themed with the member's colour (logo, name, rating and
 * review count, short description, two services then '+N').
 */
export function MemberHighlightedCard({ member, headingLevel = 3 }: MemberCardProps) {
  return (
    <article
      style={primaryColorStyle(member.primaryColor)}
      className="group relative flex h-full flex-col gap-4 overflow-hidden rounded-card border border-line bg-surface p-5 shadow-card transition hover:border-primary hover:shadow-raised"
    >
      <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-primary" />
      <div className="flex items-center gap-3">
        <MemberLogo member={member} size="xl" />
        <div className="min-w-0">
          <MemberTitle
            member={member}
            level={headingLevel}
            className="text-lg font-semibold leading-tight text-ink"
          />
        </div>
      </div>
      {member.shortDescription ? (
        <p className="line-clamp-3 text-sm text-ink-soft">{member.shortDescription}</p>
      ) : null}
      <div className="mt-auto">
        <ServiceChips member={member} />
      </div>
    </article>
  );
}

/** A member card's heading: the member's name as the card's link, then its rating and review count. */
function MemberTitle({
  member,
  level,
  className,
}: {
  member: MemberCardData;
  level: 2 | 3 | 4;
  className: string;
}) {
  const { locale } = useI18n();
  return (
    <>
      <CardTitle level={level} href={memberLink(locale, member)} className={className}>
        {member.name}
      </CardTitle>
      <MemberScore member={member} />
    </>
  );
}

export interface RankingEntryProps extends MemberCardProps {
  position: number;
  points: number;
  /** Optional badge under the name (a reward title, say). */
  badge?: string | null;
  /** How the logo loads: lazily, but eagerly in the rows a first screen shows. */
  loading?: ImgProps['loading'];
}

/**
 * Member mega-pill: a ranking row with list position, badge, rating, review count and
 * '+ N points' (spec section 2, cards). Render inside an `<ol>`. The row is its own size
 * container: in a narrow column (a phone, a Trustawards category on desktop) the rating and the
 * points go under the name instead of squeezing it. The points pill keeps the design system's
 * colours whatever the member's brand colour (contrast 7:1). A narrow row's position and logo
 * sit at its top, beside the name: centred, they moved down as a phone's browser painted a row
 * it had not finished reading.
 */
export function MemberMegaPillCard({ member, position, points, badge, action, loading }: RankingEntryProps) {
  const { t, locale } = useI18n();
  const podium = position <= 3 ? 'bg-brand-800 text-white' : 'bg-stone-100 text-ink';
  // Rendered twice (under the name on a narrow row, at the end on a wide one); `display`
  // carries each copy's visibility, on the pill itself rather than on a wrapper.
  const pointsPill = (display: string) => (
    <span
      className={`${display} shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-bold tabular-nums text-brand-800 ring-1 ring-brand-200`}
      data-ranking-part="points"
    >
      {plural(t, 'profile.cards.points', points)}
    </span>
  );
  return (
    <li className="@container" data-testid="ranking-row">
      <div className="group relative flex flex-wrap items-start gap-3 rounded-3xl border border-line bg-surface p-2 pr-3 shadow-card transition hover:border-brand-500 @md:items-center @md:gap-4 @md:rounded-full @md:pr-5">
        <span
          className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums @md:size-10 ${podium}`}
        >
          <span aria-hidden="true">{formatNumber(locale, position)}</span>
          <span className="sr-only">{t('profile.cards.position', { position })}</span>
        </span>
        <span className="hidden shrink-0 @xs:block">
          <MemberLogo member={member} size="lg" loading={loading} />
        </span>
        <div className="min-w-32 flex-1">
          <a
            href={memberLink(locale, member)}
            className="line-clamp-2 font-semibold leading-snug text-ink break-words after:absolute after:inset-0"
            data-ranking-part="name"
          >
            {member.name}
          </a>
          {badge ? <p className="text-xs font-medium text-brand-800">{badge}</p> : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 @4xl:hidden">
            <MemberScore member={member} part="rating" className="flex" />
            {pointsPill('inline-flex @md:hidden')}
          </div>
        </div>
        <MemberScore member={member} part="rating" className="hidden shrink-0 @4xl:flex" />
        {pointsPill('hidden @md:inline-flex')}
        {/* On a narrow row the toggle wraps to a line of its own rather than squeezing the name. */}
        {action ? <div className="ml-auto shrink-0">{action}</div> : null}
      </div>
    </li>
  );
}

/** Member listing: cover image, logo, name, rating, services and cities (directory pages). */
export function MemberListingCard({
  member,
  headingLevel = 3,
  priority = false,
  loading,
  action,
  match,
}: MemberCardProps & {
  /** The first card of a listing: its cover is the page's LCP image. */ priority?: boolean;
  loading?: ImgProps['loading'];
  /** Which of its reviews match the page's filters, drawn above the card's stretched link. */
  match?: ReactNode;
}) {
  const { t } = useI18n();
  const cities = member.locations.map((l) => l.city.name ?? l.city.slug);
  return (
    <article
      style={primaryColorStyle(member.primaryColor)}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition hover:border-primary hover:shadow-raised"
    >
      <div className="relative h-28 bg-primary-light75">
        <CoverImage
          cover={member.cover}
          width={400}
          height={112}
          sizes="(min-width: 768px) 400px, 100vw"
          priority={priority}
          loading={loading}
          className="size-full object-cover"
          placeholder="absolute inset-0 bg-gradient-to-br from-primary-light50 to-primary-light75"
        />
        <span className="absolute -bottom-6 left-4">
          <MemberLogo member={member} size="xl" loading={loading} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-8">
        <MemberTitle member={member} level={headingLevel} className="text-base font-semibold text-ink" />
        {member.shortDescription ? (
          <p className="line-clamp-2 text-sm text-ink-soft">{member.shortDescription}</p>
        ) : null}
        {match}
        <div className="mt-auto flex flex-col gap-2">
          <ServiceChips member={member} />
          {cities.length > 0 ? (
            <p className="text-xs text-muted">
              <span className="sr-only">{t('profile.cards.cities')}: </span>
              <CityList names={cities} />
            </p>
          ) : null}
          {action ? <div className="flex justify-end">{action}</div> : null}
        </div>
      </div>
    </article>
  );
}
