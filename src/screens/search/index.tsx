import { defineScreen } from '../../routing/screen';
import { loadSearch } from './load';
import { SearchView } from './search-view';

/** Screen 'membres-search': TrustSearch, full-text over members and reviews in the visitor's language. */
export const screen = defineScreen('membres-search', {
  layout: 'marketplace',
  load: loadSearch,
  head: ({ t }, data) => ({
    title: data.q ? t('marketplace.search.resultsFor', { q: data.q }) : t('marketplace.search.title'),
    description: t('marketplace.search.intro'),
    // Result pages depend on what a visitor typed: never indexed.
    noindex: Boolean(data.q),
  }),
  Component: SearchView,
});
