import { plural } from '../../i18n/plural';
import { labelOf, type Translate } from '../../i18n/translate';

/** What the copy of a directory page names: its category, tag and city. */
interface DirectoryTerms {
  listing: {
    category: string;
    tag?: { label?: string | null } | null;
    city?: { name?: string | null } | null;
  };
}

/** The label of what the directory lists: the tag's label, else the category's. */
export function directorySubject(data: DirectoryTerms, t: Translate): string {
  const tag = data.listing.tag;
  if (tag?.label) return tag.label;
  return labelOf(t, 'marketplace.categories', data.listing.category);
}

/** The h1 and intro of a directory page: the SEO landing copy (best providers by activity and city). */
export function directoryCopy(data: DirectoryTerms, t: Translate, count: number) {
  const label = directorySubject(data, t);
  const city = data.listing.city?.name ?? null;
  const everything = data.listing.category === 'services' && !data.listing.tag;
  const title = everything
    ? city
      ? t('marketplace.directory.titleAllCity', { city })
      : t('marketplace.directory.titleAll')
    : city
      ? t('marketplace.directory.titleCity', { label, city })
      : t('marketplace.directory.titleCategory', { label });
  const intro = everything
    ? city
      ? plural(t, 'marketplace.directory.introAllCity', count, { city })
      : plural(t, 'marketplace.directory.introAll', count)
    : city
      ? plural(t, 'marketplace.directory.introCity', count, { label, city })
      : plural(t, 'marketplace.directory.intro', count, { label });
  return { title, intro, label, city };
}
