import { defineScreen } from '../../render/screen';
import type { BlockData } from '../../ui/blocks';
import { faqJsonLd } from '../../ui/blocks';
import { HomeView } from './home-view';
import { loadHome } from './load';

/** Screen 'index': the home page, built from the HOME page's CMS blocks (docs/cms.md). */
export const screen = defineScreen('index', {
  layout: 'marketplace',
  load: loadHome,
  head: ({ t }, data) => ({
    title: data.contentPage?.title ?? t('marketplace.home.title'),
    description: data.contentPage?.description ?? t('marketplace.home.description'),
    jsonLd: ((data.contentPage?.components ?? []) as BlockData[])
      .filter((block) => block.kind === 'FAQ')
      .map(faqJsonLd)
      .filter(Boolean),
  }),
  Component: HomeView,
});
