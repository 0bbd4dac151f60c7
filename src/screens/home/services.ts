import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import type { ServicesSelectorLabels } from '../../islands/services-selector';
import { tagLink } from '../../routing/link';
import type { ServiceCategory, ServiceTag } from '../../ui/marketplace/services-model';

/** The services selector's data from the MembersServices tree: hrefs built by the link builder. */
export function serviceCategories(tags: ServiceTag[], locale: Locale): ServiceCategory[] {
  return tags.map((category) => ({
    publicId: category.id,
    slug: category.slug,
    label: category.label ?? null,
    icon: category.icon ?? null,
    href: tagLink(locale, { kind: 'CATEGORY', slug: category.slug }) ?? '#',
    activities: (category.children ?? []).flatMap((activity) => {
      const href = tagLink(locale, {
        kind: activity.kind,
        slug: activity.slug,
        parent: { slug: category.slug },
      });
      return href
        ? [{ publicId: activity.id, slug: activity.slug, label: activity.label ?? null, href }]
        : [];
    }),
  }));
}

/**
 * The selector's strings in the visitor's language (islands ship no dictionary). The search's
 * placeholder suggests real activities of the data, so the suggested term finds something.
 */
export function selectorLabels(t: Translate, services: ServiceCategory[] = []): ServicesSelectorLabels {
  const examples = services
    .flatMap((category) => category.activities.slice(0, 1))
    .flatMap((activity) => (activity.label ? [activity.label] : []))
    .slice(0, 2);
  return {
    title: t('marketplace.selector.title'),
    categories: t('marketplace.selector.categories'),
    activities: t('marketplace.selector.activities'),
    search: t('marketplace.selector.search'),
    searchPlaceholder:
      examples.length > 0
        ? t('marketplace.selector.searchPlaceholder', { examples: examples.join(', ') })
        : t('marketplace.selector.search'),
    noResult: t('marketplace.common.noResult'),
    unlabelled: t('marketplace.common.unlabelled'),
  };
}
