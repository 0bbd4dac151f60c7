import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context';
import { Avatar, initials } from './avatar';
import { AvatarGroup } from './avatar-group';
import { Button, buttonClasses } from './button';
import { FlagIcon } from './flag-icon';
import { Icon } from './icon';
import { Img } from './img';
import { Pagination, pageWindow } from './pagination';
import { formatRating, Rating, StarSprite } from './rating';

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
    expect(html(<Button href="https://app.example.com/app">Connexion</Button>)).toMatch(
      /^<a href="https:\/\/app.example.com\/app"[^>]*rel="noopener noreferrer"/,
    );
    expect(html(<Button href="/membres">Voir</Button>)).not.toContain('rel=');
    expect(html(<Button>Envoyer</Button>)).toMatch(/^<button type="button"/);
  });
});

describe('Avatar', () => {
  it('shows initials when there is no picture', () => {
    expect(html(<Avatar name="Marie-Claire Dupont" />)).toContain('>MD<');
    expect(initials('élodie')).toBe('É');
  });
  it('throws on a size or border outside the allowed values', () => {
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<Avatar name="A" size="huge" />)).toThrow('sm, md, lg, reg, xl, 2xl');
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<Avatar name="A" border="red" />)).toThrow('empty, light, dark, transparent, custom');
  });
  it('serves the picture through the image endpoint at 1x and 2x', () => {
    const out = html(<Avatar name="Ana" src="/media/avatars/a.png" size="lg" />);
    expect(out).toContain('w=40');
    expect(out).toContain('w=80&amp;q=75 2x');
  });
});

describe('AvatarGroup', () => {
  const people = Array.from({ length: 7 }, (_, i) => ({ name: `Person ${i}` }));
  it('shows four avatars then +N for the rest', () => {
    const out = html(<AvatarGroup people={people} />);
    expect(out.match(/role="img"/g)).toHaveLength(4);
    expect(out).toContain('+3');
  });
  it('shows no counter when everyone fits', () => {
    expect(html(<AvatarGroup people={people.slice(0, 3)} max={3} />)).not.toContain('+');
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
    const out = html(<Rating value={4.5} locale="fr-FR" label="Noté {{value}} sur 5" />);
    expect(out).toContain('>4,5<');
    expect(out).toContain('Noté 4,5 sur 5');
  });
  it('draws each rating as one row of the sprite, rounded down to the half star', () => {
    expect(html(<Rating value={3.6} locale="en-GB" label="x" />)).toContain('<use href="#tb-stars-7">');
    expect(html(<Rating value={3.4} locale="en-GB" label="x" />)).toContain('<use href="#tb-stars-6">');
    const sprite = html(<StarSprite />);
    for (let halves = 0; halves <= 10; halves += 1) expect(sprite).toContain(`id="tb-stars-${halves}"`);
  });
});

describe('FlagIcon', () => {
  it('throws on a size outside xsm, sm, md, lg, xlg', () => {
    // @ts-expect-error: checking the runtime guard
    expect(() => html(<FlagIcon locale="fr-FR" size="xl" />)).toThrow('xsm, sm, md, lg, xlg');
  });
  it('draws a flag for each of the six locales', () => {
    for (const locale of ['fr-FR', 'en-GB', 'es-ES', 'it-IT', 'de-DE', 'nl-NL']) {
      expect(html(<FlagIcon locale={locale} />)).toContain(`data-flag="${locale}"`);
    }
  });
});

describe('Img', () => {
  it('always sets width and height and lazy loads by default', () => {
    const out = html(<Img src="/media/covers/c.jpg" alt="" width={640} height={360} sizes="100vw" />);
    expect(out).toContain('width="640"');
    expect(out).toContain('height="360"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('/_img?url=%2Fmedia%2Fcovers%2Fc.jpg&amp;w=1280&amp;q=75 1280w');
  });
  it('marks the LCP image eager with high fetch priority', () => {
    const out = html(<Img src="/a.jpg" alt="" width={320} height={200} priority />);
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="high"');
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
    const out = html(<Icon name="lucide:scale" />);
    expect(out).toContain('width="32"');
    expect(out).toContain('<path');
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
    const out = html(
      <I18nProvider locale="en-GB">
        <Pagination page={2} pageCount={3} hrefOf={(p) => `/r/page/${p}`} />
      </I18nProvider>,
    );
    expect(out).toContain('href="/r/page/1" rel="prev"');
    expect(out).toContain('href="/r/page/3" rel="next"');
    expect(out).toContain('aria-current="page"');
  });
});
