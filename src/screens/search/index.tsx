import { defineScreen } from '../../render/screen';
import { canonicalPageQuery } from '../../routing/list-page';
import { leadSearch, loadSearch } from './load';
import { SearchView } from './search-view';

/** Screen 'membres-search': TrustSearch, full-text over members and reviews in the visitor's language. */
export const screen = defineScreen('membres-search', {
  layout: 'marketplace',
  lead: leadSearch,
  load: loadSearch,
  head: ({ t, params }, lead) => {
    const page = canonicalPageQuery(lead.q && !lead.tooLong ? lead.page : 1);
    return {
      title: lead.q ? t('marketplace.search.resultsFor', { q: lead.q }) : t('marketplace.search.title'),
      description: t('marketplace.search.intro'),
      // Result pages depend on what a visitor typed: never indexed.
      noindex: Boolean(lead.q),
      // The address the page was asked at, normalised: the query in the path (`/membres/search/seo`)
      // or in `?q=` as the search form sends it, with the page past the first.
      canonicalQuery: params.segments.length > 0 || !lead.q ? page : { q: lead.q, ...page },
    };
  },
  // A query too long to run is the visitor's mistake, shown with the form to shorten it.
  status: (lead) => (lead.tooLong ? 400 : 200),
  Component: SearchView,
});
