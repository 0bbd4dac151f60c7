import { factFilterQuery, hasFactFilters } from '../../domain/project-facts';
import { defineScreen } from '../../render/screen';
import { link } from '../../routing/link';
import { canonicalPageQuery } from '../../routing/list-page';
import { itemListJsonLd } from '../../ui/marketplace/json-ld';
import { directoryCopy } from './directory-text';
import { DirectoryView } from './directory-view';
import { leadDirectory, loadDirectory } from './load';

/** Screen 'membres-category-slug-geography': the member directory and its SEO landing pages. */
export const screen = defineScreen('membres-category-slug-geography', {
  layout: 'marketplace',
  lead: leadDirectory,
  load: loadDirectory,
  head: ({ t }, lead) => {
    const copy = directoryCopy(lead, t, lead.listing.info.total);
    return {
      title: copy.title,
      description: copy.intro,
      // The filters that apply stay in the canonical URL; anything else of the query is left out.
      canonicalQuery: { ...factFilterQuery(lead.filters), ...canonicalPageQuery(lead.listing.info.page) },
      // An empty landing page is thin content, and a filtered one a variant of its landing: keep
      // both out of the index.
      noindex: lead.listing.info.total === 0 || hasFactFilters(lead.filters),
    };
  },
  jsonLd: ({ t, locale, url }, data) => {
    const copy = directoryCopy(data, t, data.listing.info.total);
    const offset = (data.listing.info.page - 1) * data.listing.info.pageSize;
    return [
      itemListJsonLd(
        copy.title,
        data.listing.items.map((member, index) => ({
          position: offset + index + 1,
          name: member.name,
          url: new URL(link(locale, 'profil-slug', { slug: member.slug }), url.origin).href,
        })),
      ),
    ];
  },
  Component: DirectoryView,
});
