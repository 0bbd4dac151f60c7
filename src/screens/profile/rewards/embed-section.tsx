import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { memberLink } from '../../../routing/link';
import { widgetPaths } from '../../../routing/widget-paths';
import { ProfileSection } from '../../../ui/profile/profile-layout';

/** One snippet: its code to copy (a read-only text field) beside a live preview. */
function Snippet({
  id,
  title,
  code,
  children,
}: {
  id: string;
  title: string;
  code: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <label htmlFor={id} className="text-sm text-muted">
          {t('widget.embed.code')}
        </label>
        <textarea
          id={id}
          readOnly
          rows={5}
          spellCheck={false}
          value={code}
          className="w-full resize-y rounded-lg border border-line-strong bg-stone-50 p-2 font-mono text-xs text-ink"
        />
      </div>
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="text-sm text-muted">{t('widget.embed.preview')}</figcaption>
        {children}
      </figure>
    </div>
  );
}

/**
 * "Show this on your site": copy-paste snippets of the review badge (`<img>`, light and dark)
 * and of the latest-reviews widget (`<iframe>`), each with its live preview. No script to add.
 */
export function EmbedSection({
  member,
  brand,
  origin,
}: {
  member: { slug: string; name: string };
  brand: string;
  origin: string;
}) {
  const { t, locale } = useI18n();
  const absolute = (path: string) => new URL(path, origin).href;
  const profile = absolute(memberLink(locale, member));
  const alt = t('widget.embed.badgeAlt', { name: member.name, brand });
  const light = widgetPaths.badge(member.slug, { lang: locale });
  const dark = widgetPaths.badge(member.slug, { lang: locale, theme: 'dark' });
  const reviews = widgetPaths.reviews(member.slug, { lang: locale, count: 3 });
  const frameTitle = t('widget.embed.widgetTitle', { name: member.name });
  const imgCode = (src: string) =>
    `<a href="${profile}" target="_blank" rel="noopener">\n  <img src="${absolute(src)}" alt="${alt}" width="240" height="96">\n</a>`;
  const frameCode = `<iframe src="${absolute(reviews)}" title="${frameTitle}" width="100%" height="460" loading="lazy" style="border:0"></iframe>`;
  return (
    <ProfileSection title={t('widget.embed.title')} id="embed">
      <p className="mb-4 text-sm text-ink-soft">{t('widget.embed.intro')}</p>
      <div className="flex flex-col gap-4">
        <Snippet id="embed-badge" title={t('widget.embed.badge')} code={imgCode(light)}>
          <img src={light} alt={alt} width={240} height={96} className="max-w-full" />
        </Snippet>
        <Snippet id="embed-badge-dark" title={t('widget.embed.badgeDark')} code={imgCode(dark)}>
          <span className="inline-block max-w-full rounded-lg bg-stone-900 p-3">
            <img src={dark} alt={alt} width={240} height={96} className="max-w-full" />
          </span>
        </Snippet>
        <Snippet id="embed-widget" title={t('widget.embed.widget')} code={frameCode}>
          <iframe
            src={reviews}
            title={frameTitle}
            width="100%"
            height={460}
            loading="lazy"
            className="w-full rounded-lg border border-line"
          />
        </Snippet>
      </div>
    </ProfileSection>
  );
}
