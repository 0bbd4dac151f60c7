import { describe, expect, it } from 'vitest';
import {
  filterActivities,
  initialSelectorState,
  type ServiceCategory,
  selectorReducer,
  sortActivities,
  visibleActivities,
} from './services-model';

const act = (slug: string, label: string | null) => ({
  publicId: slug,
  slug,
  label,
  href: `/membres/x/${slug}`,
});
const categories: ServiceCategory[] = [
  {
    publicId: 'c1',
    slug: 'tech',
    label: 'Tech',
    href: '/membres/tech',
    activities: [act('web', 'Développement web'), act('zz', null), act('app', 'Applications mobiles')],
  },
  {
    publicId: 'c2',
    slug: 'mkt',
    label: 'Marketing',
    href: '/membres/mkt',
    activities: [act('seo', 'SEO'), act('ads', 'Publicité en ligne')],
  },
];

describe('services selector model', () => {
  it('sorts activities by label with the locale collator and puts unlabelled ones last', () => {
    const sorted = sortActivities(
      [act('b', 'Écriture'), act('n', null), act('a', 'abc'), act('c', 'Zèbre')],
      'fr-FR',
    );
    expect(sorted.map((item) => item.slug)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('matches a case-insensitive substring of the translated label', () => {
    const list = [act('a', 'Développement Web'), act('b', 'SEO'), act('c', null)];
    expect(filterActivities(list, 'WEB', 'fr-FR').map((item) => item.slug)).toEqual(['a']);
    expect(filterActivities(list, 'developpement', 'fr-FR').map((item) => item.slug)).toEqual(['a']);
    expect(filterActivities(list, '  ', 'fr-FR')).toHaveLength(3);
    expect(filterActivities(list, 'nothing', 'fr-FR')).toEqual([]);
  });

  it('shows the chosen category, or every category while searching', () => {
    expect(visibleActivities(categories, 0, '', 'fr-FR').map((item) => item.slug)).toEqual([
      'app',
      'web',
      'zz',
    ]);
    expect(visibleActivities(categories, 0, 'seo', 'fr-FR').map((item) => item.slug)).toEqual(['seo']);
    expect(visibleActivities(categories, 9, '', 'fr-FR')).toEqual([]);
  });

  it('selects the first category on load and resets the activity on a category change', () => {
    expect(initialSelectorState.category).toBe(0);
    const picked = selectorReducer(initialSelectorState, { type: 'activity', publicId: 'web' });
    expect(picked.activity).toBe('web');
    const moved = selectorReducer(picked, { type: 'category', index: 1 });
    expect(moved).toEqual({ category: 1, activity: null, query: '' });
  });
});
