import { useI18n } from '../../i18n/i18n-context';
import { labelOf } from '../../i18n/translate';
import { link } from '../../routing/link';
import type { DirectoryCategory } from '../../routing/route-params';
import { buttonClasses } from '../button';
import { MemberListingCard } from '../cards/member-cards';
import type { MemberCardData } from '../cards/types';
import { gridImageLoading } from '../img';

/**
 * The page of a removed company (status excluded or ceased, answered with 410): says why it was
 * removed and offers other experts of its category.
 */
export function RemovedCompany({
  member,
  others,
}: {
  member: { name: string; status: string; category: string };
  others: MemberCardData[];
}) {
  const { t, locale } = useI18n();
  const category = labelOf(t, 'marketplace.categories', member.category) || member.category;
  const directory = link(locale, 'membres-category-slug-geography', {
    category: member.category as DirectoryCategory,
  });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div className="rounded-card border border-line bg-surface p-8 text-center shadow-card">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('errors.status', { status: 410 })} · {t('errors.410.title')}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-ink">{t('profile.removed.title')}</h1>
        <p className="mx-auto mt-3 max-w-xl text-ink-soft">
          {t(member.status === 'ceased' ? 'profile.removed.ceased' : 'profile.removed.excluded', {
            name: member.name,
          })}
        </p>
        <a href={directory} className={`${buttonClasses('primary', 'md')} mt-6`}>
          {t('profile.removed.cta')}
        </a>
      </div>
      {others.length > 0 ? (
        <section aria-labelledby="other-experts">
          <h2 id="other-experts" className="mb-4 text-xl font-semibold text-ink">
            {t('profile.removed.discover', { category })}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other, index) => (
              <li key={other.id}>
                <MemberListingCard member={other} {...gridImageLoading(index)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
