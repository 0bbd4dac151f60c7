import { useI18n } from '../../i18n/i18n-context';
import { COMPARE_PARAM } from '../../routing/compare-selection';
import { link } from '../../routing/link';
import { MemberLogo } from '../../ui/cards/member-parts';
import { PageHeader } from '../../ui/marketplace/page-header';
import type { ComparedMember } from './load';
import { compareRows, profileHref } from './rows';

/** Where removing a member leads: the smaller comparison, or the directory keeping the rest. */
function removeHref(locale: Parameters<typeof link>[0], members: ComparedMember[], member: ComparedMember) {
  const rest = members.filter((other) => other.slug !== member.slug).map((other) => other.slug);
  return rest.length >= 2
    ? link(locale, 'membres-compare', { ids: rest })
    : link(
        locale,
        'membres-category-slug-geography',
        { category: 'services' },
        { [COMPARE_PARAM]: rest.join(',') },
      );
}

function MemberHead({
  member,
  members,
  headingLevel,
}: {
  member: ComparedMember;
  members: ComparedMember[];
  headingLevel: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <MemberLogo member={member} size="lg" loading="eager" />
      <Heading className="min-w-0 text-base font-semibold text-ink [overflow-wrap:anywhere]">
        <a href={profileHref(locale, member)} className="underline-offset-2 hover:underline">
          {member.name}
        </a>
      </Heading>
      {member.status !== 'active' ? <p className="text-sm text-muted">{t('compare.removed')}</p> : null}
      <a
        href={removeHref(locale, members, member)}
        aria-label={t('compare.remove', { name: member.name })}
        className="text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        {t('compare.removeShort')}
      </a>
    </div>
  );
}

/** Compared members: a table from the tablet width up, one card per member on phones. */
export function CompareView({ data }: { data: ComparedMember[] }) {
  const { t, locale } = useI18n();
  const rows = compareRows(t, locale);
  return (
    <>
      <PageHeader title={t('compare.heading')} lead={t('compare.intro')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <table className="hidden w-full table-fixed border-collapse text-sm md:table">
          <caption className="sr-only">
            {t('compare.title', { names: data.map((m) => m.name).join(', ') })}
          </caption>
          <thead>
            <tr>
              <td className="w-40 lg:w-48" />
              {data.map((member) => (
                <th
                  key={member.slug}
                  scope="col"
                  className="border-b border-line p-3 text-left align-top font-normal"
                >
                  <MemberHead member={member} members={data} headingLevel={2} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line align-top">
                <th scope="row" className="p-3 text-left font-semibold text-ink">
                  {row.label}
                </th>
                {data.map((member) => (
                  <td key={member.slug} className="p-3 text-ink-soft [overflow-wrap:anywhere]">
                    {row.value(member)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="grid gap-4 md:hidden">
          {data.map((member) => (
            <li key={member.slug} className="rounded-card border border-line bg-surface p-4 shadow-card">
              <MemberHead member={member} members={data} headingLevel={2} />
              <dl className="mt-4 grid gap-3 text-sm">
                {rows.map((row) => (
                  <div key={row.key} className="grid gap-1 border-t border-line pt-3">
                    <dt className="font-semibold text-ink">{row.label}</dt>
                    <dd className="text-ink-soft [overflow-wrap:anywhere]">{row.value(member)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
