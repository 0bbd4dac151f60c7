import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDom, textOf } from '../../../test/dom';
import { I18nProvider } from '../../i18n/i18n-context';
import type { Locale } from '../../i18n/locales';
import { rowImageLoading } from '../img';
import { ArticleCard } from './article-card';
import { memberFixture, reviewFixture } from './fixtures';
import { MemberListingCard, MemberMegaPillCard } from './member-cards';
import { ReviewInlineCard, ReviewMegaPillCard, ReviewQuoteCard } from './review-cards';
import { TagInlineCard } from './tag-cards';

const render = (node: ReactNode, locale: Locale = 'en-GB') =>
  renderDom(<I18nProvider locale={locale}>{node}</I18nProvider>);
/** The texts of a named list's items, in order. */
const items = (body: ReturnType<typeof renderDom>, name: string) =>
  Array.from(body.querySelectorAll(`ul[aria-label="${name}"] > li`), textOf);

afterEach(() => vi.restoreAllMocks());
const picture = (key: string) => ({ url: `/media/${key}`, width: 0, height: 0 });

describe('review mega-pill card', () => {
  it("links to the reference page of its owner with the review's own id (not its contact's), in the locale", () => {
    const link = render(<ReviewMegaPillCard review={reviewFixture()} brand="Trustboard" />).querySelector(
      'h3 a',
    );
    expect(link?.getAttribute('href')).toBe('/en-GB/profil/studio-nord/reference/rev1');
    expect(link?.getAttribute('data-review-link')).toBe('rev1');
  });

  it('shows two qualities then +N', () => {
    const body = render(<ReviewMegaPillCard review={reviewFixture()} brand="Trustboard" />);
    expect(items(body, 'Recommended qualities')).toEqual(['Rigueur', 'Écoute', '+1']);
  });

  it('cuts the quoted text to 70 words then " ..."', () => {
    const long = Array.from({ length: 90 }, (_, i) => `w${i}`).join(' ');
    const review = reviewFixture({ testimony: { highlight: long, verbatim: null, videoUrl: null } });
    const quoted = textOf(
      render(<ReviewMegaPillCard review={review} brand="Trustboard" />).querySelector('p[lang]'),
    );
    expect(quoted).toBe(`${long.split(' ').slice(0, 70).join(' ')} ...`);
  });

  it('shows the rating out of 5 with one decimal and the authenticated badge with date and brand', () => {
    const out = textOf(
      render(<ReviewMegaPillCard review={reviewFixture({ rating: 9 })} brand="Trustboard" />),
    );
    expect(out).toContain('Rated 4.5 out of 5');
    expect(out).toContain('Review authenticated by Trustboard on 14 March 2025');
  });

  it('masks an anonymised review: sector, hidden identity, stated as authenticated, fallback title', () => {
    const review = reviewFixture({
      anonymised: true,
      title: null,
      contact: null,
      buyer: null,
      masked: { sector: 'K', jobTitle: 'CFO' },
    });
    const body = render(<ReviewMegaPillCard review={review} brand="Trustboard" />);
    const out = textOf(body);
    expect(out).toContain('Anonymous company · Finance and insurance');
    expect(out).toContain('Identity hidden');
    expect(out).toContain('authenticated by Trustboard');
    expect(textOf(body.querySelector('h3'))).toBe(
      'A client, CFO at Anonymous company · Finance and insurance, recommends Studio Nord',
    );
    expect(out).not.toContain('Alice');
  });

  it('translates the fallback title', () => {
    const body = render(
      <ReviewMegaPillCard review={reviewFixture({ title: '' })} brand="Trustboard" />,
      'fr-FR',
    );
    expect(textOf(body.querySelector('h3'))).toBe('Alice Martin, CTO chez Acme, recommande Studio Nord');
  });

  it('logs a review with no account once and shows no account', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const review = reviewFixture({ id: 'orphan', contact: null, buyer: null });
    const first = render(<ReviewMegaPillCard review={review} brand="Trustboard" />);
    render(<ReviewInlineCard review={review} brand="Trustboard" />);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('review has no account');
    expect(textOf(first)).not.toContain('Alice');
  });
});

describe('review quote card', () => {
  it('names the provider, quotes the client and marks a quote in another language with a note', () => {
    const body = render(<ReviewQuoteCard review={reviewFixture()} brand="Trustboard" />);
    expect(textOf(body.querySelector('a[href="/en-GB/profil/studio-nord/reference/rev1"]'))).toBe(
      'Studio Nord',
    );
    const quote = body.querySelector('blockquote');
    expect(quote?.getAttribute('lang')).toBe('fr-FR');
    expect(textOf(quote)).toBe('Ils ont livré à temps.');
    expect(textOf(body)).toContain('Written in French');
  });

  it('adds neither lang nor note to a quote in the page’s language', () => {
    const body = render(<ReviewQuoteCard review={reviewFixture()} brand="Trustboard" />, 'fr-FR');
    expect(body.querySelector('[lang]')).toBeNull();
    expect(textOf(body)).not.toContain('Rédigé en');
  });
});

describe('article card', () => {
  const article = {
    href: '/en-GB/articles/bien-choisir',
    textLang: 'FR_FR' as const,
    title: 'Bien choisir son prestataire',
    excerpt: 'Comparez trois devis.',
    publishedAt: '2025-03-14T10:00:00Z',
  };

  it('marks an article in another language with its lang and a note in the page’s language', () => {
    const body = render(<ArticleCard article={article} headingLevel={2} />);
    const heading = body.querySelector('h2');
    expect(heading?.getAttribute('lang')).toBe('fr-FR');
    expect(textOf(heading)).toBe('Bien choisir son prestataire');
    expect(textOf(body)).toContain('Written in French');
  });

  it('adds no note to an article in the page’s language', () => {
    expect(textOf(render(<ArticleCard article={article} headingLevel={2} />, 'fr-FR'))).not.toContain(
      'Rédigé en',
    );
  });
});

describe('member cards', () => {
  it('ranking row shows position, review count and "+ N points"', () => {
    const row = render(
      <ol>
        <MemberMegaPillCard member={memberFixture()} position={3} points={1520} />
      </ol>,
    ).querySelector('ol > li');
    const out = textOf(row);
    expect(out).toContain('Position 3');
    expect(out).toContain('1,234 authenticated client reviews');
    expect(out).toContain('+ 1,520 points');
  });

  it("ranking rows' logos load at once in a first screen's six rows, lazily below", () => {
    const logos = render(
      <ol>
        {Array.from({ length: 8 }, (_, index) => `member-${index}`).map((slug, index) => (
          <MemberMegaPillCard
            key={slug}
            member={memberFixture({ slug, logo: picture('logos/a.png') })}
            position={index + 1}
            points={100 - index}
            loading={rowImageLoading(index)}
          />
        ))}
      </ol>,
    ).querySelectorAll('li img');
    expect(Array.from(logos, (img) => img.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      'lazy',
      'lazy',
    ]);
  });

  it("listing card's logo loads as its cover does", () => {
    const member = memberFixture({ logo: picture('logos/a.png'), cover: picture('covers/a.png') });
    const [cover, logo] = render(<MemberListingCard member={member} loading="eager" />).querySelectorAll(
      'img',
    );
    expect([cover?.getAttribute('loading'), logo?.getAttribute('loading')]).toEqual(['eager', 'eager']);
  });

  it('listing card shows two cities then "and N more", two services then +N, and themes the card', () => {
    const body = render(<MemberListingCard member={memberFixture()} />);
    expect(Array.from(body.querySelectorAll('p'), textOf)).toContain('Cities: Lille, Paris and 2 more');
    expect(items(body, 'Services')).toEqual(['SEO', 'UX design', '+1']);
    expect(body.querySelector('article')?.getAttribute('style')).toContain('--color-primary:#3366ff');
    expect(textOf(body.querySelector('h3 a[href="/en-GB/profil/studio-nord"]'))).toBe('Studio Nord');
  });

  it('says "not rated yet" for a member without reviews', () => {
    const member = memberFixture({ averageRating: null, reviewCount: 0 });
    expect(textOf(render(<MemberListingCard member={member} />))).toContain('Not rated yet');
  });
});

describe('tag inline card', () => {
  it('links an activity to its directory page under its parent category', () => {
    const tag = {
      id: 't1',
      slug: 'seo',
      kind: 'ACTIVITY',
      label: 'SEO',
      parent: { slug: 'marketing_communication_et_ventes' },
    };
    const link = render(<TagInlineCard tag={tag} />, 'fr-FR').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/membres/marketing-communication-et-ventes/seo');
    expect(textOf(link)).toBe('SEO');
  });
});
