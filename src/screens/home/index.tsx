import { query } from '../../graphql/client';
import { defineScreen } from '../../render/screen';
import type { BlockData } from '../../ui/blocks';
import { faqJsonLd } from '../../ui/blocks';
import { HomeView } from './home-view';
import { loadHome } from './load';

/** Screen 'index': the home page, built from the HOME page's CMS blocks (docs/cms.md). */
export const screen = defineScreen('index', {
  layout: 'marketplace',
  // The CMS page's title and description are reference rows: the head leaves before the blocks' data.
  lead: async ({ c }) => (await query(c, 'HomeLead', {})).contentPage,
  load: loadHome,
  head: ({ t }, page) => ({
    title: page?.title ?? t('marketplace.home.title'),
    description: page?.description ?? t('marketplace.home.description'),
  }),
  jsonLd: (_ctx, data) =>
    ((data.contentPage?.components ?? []) as BlockData[])
      .filter((block) => block.kind === 'FAQ')
      .map(faqJsonLd)
      .filter(Boolean),
  Component: HomeView,
});
