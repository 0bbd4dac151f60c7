import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
  const html = (compact = false) =>
    renderToStaticMarkup(
      <ServicesSelector categories={categories} locale="en-GB" labels={labels} compact={compact} />,
    );

  it('renders every category as a link and the first category open, sorted', () => {
    const out = html();
    expect(out).toContain('href="/membres/tech-et-produit"');
    expect(out).toContain('href="/membres/marketing"');
    expect(out.indexOf('>Apps<')).toBeLessThan(out.indexOf('>Web<'));
    expect(out).not.toContain('>SEO<');
    expect(out).toContain('aria-current="true"');
  });

  it('is 500 px high, 400 px when compact', () => {
    expect(html()).toContain('h-[500px]');
    expect(html(true)).toContain('h-[400px]');
  });

  it('labels the search box for assistive technology', () => {
    expect(html()).toMatch(/<label for="[^"]+" class="sr-only">Search a service<\/label>/);
  });
});
