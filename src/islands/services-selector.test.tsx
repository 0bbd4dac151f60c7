import { describe, expect, it } from 'vitest';
import { renderDom, textOf } from '../../test/dom';
import type { ServiceCategory } from '../ui/marketplace/services-model';
import { ServicesSelector } from './services-selector';

const labels = {
  title: 'Services',
  categories: 'Categories',
  activities: 'Activities',
  search: 'Search a service',
  searchPlaceholder: 'Search…',
  noResult: 'No result',
  unlabelled: 'Other',
};
const categories: ServiceCategory[] = [
  {
    publicId: 'c1',
    slug: 'tech',
    label: 'Tech',
    href: '/membres/tech-et-produit',
    activities: [
      { publicId: 'a2', slug: 'web', label: 'Web', href: '/membres/tech-et-produit/web' },
      { publicId: 'a1', slug: 'apps', label: 'Apps', href: '/membres/tech-et-produit/apps' },
    ],
  },
  {
    publicId: 'c2',
    slug: 'mkt',
    label: 'Marketing',
    href: '/membres/marketing',
    activities: [{ publicId: 'a3', slug: 'seo', label: 'SEO', href: '/membres/marketing/seo' }],
  },
];

describe('ServicesSelector', () => {
  const render = () => renderDom(<ServicesSelector categories={categories} locale="en-GB" labels={labels} />);

  it('renders every category as a link and the first category open, sorted', () => {
    const selector = render();
    const links = Array.from(selector.querySelectorAll('nav[aria-label="Categories"] a'), (link) => ({
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current'),
    }));
    expect(links).toEqual([
      { href: '/membres/tech-et-produit', current: 'true' },
      { href: '/membres/marketing', current: null },
    ]);
    expect(Array.from(selector.querySelectorAll('ul[aria-label="Activities"] a'), textOf)).toEqual([
      'Apps',
      'Web',
    ]);
  });

  it('labels the search box for assistive technology', () => {
    const selector = render();
    const label = selector.querySelector('label[for]');
    expect(textOf(label)).toBe('Search a service');
    expect(selector.querySelector(`input#${label?.getAttribute('for')}`)).toBeTruthy();
  });
});
