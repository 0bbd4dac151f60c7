import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderDom, textOf } from '../../test/dom';
import { I18nProvider } from '../i18n/i18n-context';
import { Avatar, initials } from './avatar';
import { AvatarGroup } from './avatar-group';
import { Button, buttonClasses } from './button';
import { FlagIcon } from './flag-icon';
import { Icon } from './icon';
import { gridImageLoading, Img } from './img';
import { ArticleList } from './marketplace/article-list';
import { Pagination, pageWindow } from './pagination';
import { formatRating, Rating } from './rating';

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe('Button', () => {
  it('throws an error listing the allowed themes on an unknown theme', () => {
    expect(() => buttonClasses('pink', 'md')).toThrow(
      'allowed values are primary, custom, secondary, secondary-dark, tertiary, text, text-dark',
    );
  });
  it('throws an error listing the allowed sizes on an unknown size', () => {
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<Button size="xl">Go</Button>)).toThrow('allowed values are xs, sm, md');
  });
  it('renders a link with rel noopener for an external href and a button otherwise', () => {
    const external = renderDom(<Button href="https://app.example.com/app">Connexion</Button>).querySelector(
      'a',
    );
    expect(external?.getAttribute('href')).toBe('https://app.example.com/app');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(textOf(external)).toBe('Connexion');
    expect(
      renderDom(<Button href="/membres">Voir</Button>)
        .querySelector('a')
        ?.hasAttribute('rel'),
    ).toBe(false);
    const button = renderDom(<Button>Envoyer</Button>).querySelector('button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(textOf(button)).toBe('Envoyer');
  });
});

describe('Avatar', () => {
  it('shows initials when there is no picture', () => {
    const avatar = renderDom(<Avatar name="Marie-Claire Dupont" />).querySelector('[role="img"]');
    expect(avatar?.getAttribute('aria-label')).toBe('Marie-Claire Dupont');
    expect(textOf(avatar)).toBe('MD');
    expect(initials('élodie')).toBe('É');
  });
  it('throws on a size or border outside the allowed values', () => {
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<Avatar name="A" size="huge" />)).toThrow('sm, md, lg, reg, xl, 2xl');
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<Avatar name="A" border="red" />)).toThrow('empty, light, dark, transparent, custom');
  });
  it('serves the picture through the image endpoint at 1x and 2x', () => {
    const img = renderDom(<Avatar name="Ana" src="/media/avatars/a.png" size="lg" />).querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Ana');
    expect(img?.getAttribute('src')).toBe('/_img?url=%2Fmedia%2Favatars%2Fa.png&w=40&q=75');
    expect(img?.getAttribute('srcset')).toBe(
      '/_img?url=%2Fmedia%2Favatars%2Fa.png&w=40&q=75 1x, /_img?url=%2Fmedia%2Favatars%2Fa.png&w=80&q=75 2x',
    );
  });
});

describe('AvatarGroup', () => {
  const people = Array.from({ length: 7 }, (_, i) => ({ name: `Person ${i}` }));
  it('shows four avatars then +N for the rest', () => {
    const group = renderDom(<AvatarGroup people={people} />);
    const avatars = Array.from(group.querySelectorAll('[role="img"]'), (img) =>
      img.getAttribute('aria-label'),
    );
    expect(avatars).toEqual(['Person 0', 'Person 1', 'Person 2', 'Person 3']);
    expect(textOf(group)).toMatch(/\+3$/);
  });
  it('shows no counter when everyone fits', () => {
    expect(textOf(renderDom(<AvatarGroup people={people.slice(0, 3)} max={3} />))).not.toContain('+');
  });
});

describe('Rating', () => {
  it('formats a stored rating out of 5 with one decimal in the locale', () => {
    expect(formatRating('fr-FR', 9)).toBe('4,5');
    expect(formatRating('en-GB', 8)).toBe('4.0');
    expect(formatRating('de-DE', null)).toBe('–');
  });
  it('throws outside 0..5', () => {
    expect(() => html(<Rating value={Number.NaN} locale="fr-FR" label="x" />)).toThrow('from 0 to 5');
  });
  it('labels the value with one decimal in the locale and an accessible sentence', () => {
    const rating = renderDom(<Rating value={4.5} locale="fr-FR" label="Noté {{value}} sur 5" />);
    expect(Array.from(rating.querySelectorAll('span'), textOf)).toEqual(
      expect.arrayContaining(['4,5', 'Noté 4,5 sur 5']),
    );
  });
  it('draws each rating as one element, rounded down to the half star, hidden from assistive technology', () => {
    const starsOf = (value: number) =>
      renderDom(<Rating value={value} locale="en-GB" label="x" />).querySelector('.stars');
    expect(starsOf(3.6)?.getAttribute('data-stars')).toBe('3.5');
    // Gold up to the middle of the fourth star: 3 x 27 + 12 of the row's 132 units.
    expect(starsOf(3.6)?.getAttribute('style')).toBe('--stars-fill:70.45%');
    expect(starsOf(5)?.getAttribute('style')).toBe('--stars-fill:100%');
    expect(starsOf(0)?.getAttribute('style')).toBe('--stars-fill:0%');
    expect(starsOf(3.4)?.getAttribute('data-stars')).toBe('3');
    expect(starsOf(5)?.getAttribute('data-stars')).toBe('5');
    expect(starsOf(0)?.getAttribute('data-stars')).toBe('0');
    expect(starsOf(4.2)?.getAttribute('aria-hidden')).toBe('true');
    expect(renderDom(<Rating value={4.5} locale="en-GB" label="x" />).querySelector('svg')).toBeNull();
  });
});

describe('FlagIcon', () => {
  it('throws on a size outside xsm, sm, md, lg, xlg', () => {
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<FlagIcon locale="fr-FR" size="xl" />)).toThrow('xsm, sm, md, lg, xlg');
  });
  it('draws a flag for each of the six locales', () => {
    for (const locale of ['fr-FR', 'en-GB', 'es-ES', 'it-IT', 'de-DE', 'nl-NL']) {
      const flag = renderDom(<FlagIcon locale={locale} />).querySelector(`[data-flag="${locale}"]`);
      expect(flag?.getAttribute('aria-hidden')).toBe('true');
      expect(flag?.getAttribute('style')).toBe('width:24px;height:16px');
    }
    expect(html(<FlagIcon locale="pt-PT" />)).toBe('');
  });
});

describe('Img', () => {
  it('always sets width and height and lazy loads by default', () => {
    const img = renderDom(
      <Img src="/media/covers/c.jpg" alt="" width={640} height={360} sizes="100vw" />,
    ).querySelector('img');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('360');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('srcset')?.split(', ')).toContain(
      '/_img?url=%2Fmedia%2Fcovers%2Fc.jpg&w=1280&q=75 1280w',
    );
  });
  it('marks the LCP image eager with high fetch priority', () => {
    const img = renderDom(<Img src="/a.jpg" alt="" width={320} height={200} priority />).querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });
  it("loads a grid's first row at once, its first card with high priority, the rest lazily", () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      id: String(i),
      slug: `a-${i}`,
      tags: [],
      title: `Article ${i}`,
      publishedAt: '2026-01-02',
      cover: { url: `/media/covers/cover-${i}.png` },
    }));
    const imgs = [
      ...renderDom(
        <I18nProvider locale="en-GB">
          <ArticleList items={items} />
        </I18nProvider>,
      ).querySelectorAll('img[srcset]'),
    ];
    expect(imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(gridImageLoading(3)).toEqual({ priority: false, loading: 'lazy' });
  });
  it('throws on a loading value other than lazy or eager', () => {
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<Img src="/a.jpg" alt="" width={1} height={1} loading="auto" />)).toThrow(
      'lazy, eager',
    );
  });
});

describe('Icon', () => {
  it('renders a bundled icon inline at the default size 32', () => {
    const icon = renderDom(<Icon name="lucide:scale" />).querySelector('svg');
    expect(icon?.getAttribute('width')).toBe('32');
    expect(icon?.querySelector('path')).toBeTruthy();
  });
  it('falls back to the folder icon for an unknown or malformed name', () => {
    const folder = html(<Icon name="lucide:folder" />);
    expect(html(<Icon name="lucide:does-not-exist" />)).toBe(folder);
    expect(html(<Icon name="nonsense" />)).toBe(folder);
    expect(html(<Icon name={null} />)).toBe(folder);
  });
});

describe('Pagination', () => {
  it('windows the pages with gaps', () => {
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
  });
  it('links the previous and next pages with rel prev and next, and marks the current page', () => {
    const nav = renderDom(
      <I18nProvider locale="en-GB">
        <Pagination page={2} pageCount={3} hrefOf={(p) => `/r/page/${p}`} />
      </I18nProvider>,
    );
    expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/r/page/1');
    expect(nav.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/r/page/3');
    const current = nav.querySelector('a[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/r/page/2');
    expect(textOf(current)).toBe('2');
  });
});
