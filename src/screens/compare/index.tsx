import { defineScreen } from '../../render/screen';
import { CompareView } from './compare-view';
import { loadCompare } from './load';

/**
 * Screen 'membres-compare': 2 to 4 members side by side, from `?ids=` (slugs, canonical order).
 * Works without JavaScript; kept out of search results (every selection is its own address).
 */
export const screen = defineScreen('membres-compare', {
  layout: 'marketplace',
  load: loadCompare,
  head: ({ t }, data) => {
    const names = data.map((member) => member.name).join(', ');
    return {
      title: t('compare.title', { names }),
      description: t('compare.description', { names }),
      noindex: true,
    };
  },
  Component: CompareView,
});
