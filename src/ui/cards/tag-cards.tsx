import { useI18n } from '../../i18n/i18n-context';
import { tagLink } from '../../routing/link';
import { Icon } from '../icon';
import type { TagCardData } from './types';

/** Tag select: an icon tile with the tag's label, linking to its directory page when it has one. */
export function TagSelectCard({
  tag,
  geography,
  selected = false,
}: {
  tag: TagCardData;
  geography?: string;
  selected?: boolean;
}) {
  const { t, locale } = useI18n();
  const href = tagLink(locale, tag, geography);
  const label = tag.label || t('marketplace.common.unlabelled');
  const body = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-primary-light75 text-primary-dark50">
        <Icon name={tag.icon} size={20} />
      </span>
      <span className="min-w-0 truncate font-medium text-ink">{label}</span>
    </>
  );
  const classes =
    'flex items-center gap-3 rounded-control border border-line bg-surface p-2.5 text-sm aria-[current]:border-primary';
  return href ? (
    <a href={href} aria-current={selected ? 'true' : undefined} className={`${classes} hover:border-primary`}>
      {body}
    </a>
  ) : (
    <span className={classes}>{body}</span>
  );
}

/** Tag inline: a small chip, a link when the tag has a directory page. */
export function TagInlineCard({ tag, geography }: { tag: TagCardData; geography?: string }) {
  const { t, locale } = useI18n();
  const href = tagLink(locale, tag, geography);
  const label = tag.label || t('marketplace.common.unlabelled');
  const classes =
    'inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-ink-soft';
  return href ? (
    <a href={href} className={`${classes} hover:bg-primary-light75 hover:text-primary-dark50`}>
      {label}
    </a>
  ) : (
    <span className={classes}>{label}</span>
  );
}
