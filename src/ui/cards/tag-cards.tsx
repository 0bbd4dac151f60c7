import { useI18n } from '../../i18n/i18n-context';
import { tagLink } from '../../routing/link';
import type { TagCardData } from './types';

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
