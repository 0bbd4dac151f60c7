import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context';
import type { Locale } from '../../i18n/locales';
import { ArticleCard } from './article-card';
import { memberFixture, reviewFixture } from './fixtures';
import { MemberListingCard, MemberMegaPillCard } from './member-cards';
import { ReviewInlineCard, ReviewMegaPillCard, ReviewQuoteCard } from './review-cards';
import { TagInlineCard } from './tag-cards';

const html = (node: ReactNode, locale: Locale = 'en-GB') =>
  renderToStaticMarkup(<I18nProvider locale={locale}>{node}</I18nProvider>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

afterEach(() => vi.restoreAllMocks());

describe('review mega-pill card', () => {
  it("links to the reference page of its owner with the review's own id (not its contact's), in the locale", () => {
    const markup = html(<ReviewMegaPillCard review={reviewFixture()} brand="Trustboard" />);
    expect(markup).toContain('href="/en-GB/profil/studio-nord/reference/rev1"');
    expect(markup).toContain('data-review-link="rev1"');
  });

  it('shows two qualities then +N', () => {
    const out = text(html(<ReviewMegaPillCard review={reviewFixture()} brand="Trustboard" />));
    expect(out).toContain('Rigueur');
    expect(out).toContain('Écoute');
    expect(out).not.toContain('Créativité');
    expect(out).toContain('+1');
  });

  it('cuts the quoted text to 70 words then " ..."', () => {
    const long = Array.from({ length: 90 }, (_, i) => `w${i}`).join(' ');
    const review = reviewFixture({ testimony: { highlight: long, verbatim: null, videoUrl: null } });
    const out = text(html(<ReviewMegaPillCard review={review} brand="Trustboard" />));
    expect(out).toContain('w69 ...');
    expect(out).not.toContain('w70');
  });

  it('shows the rating out of 5 with one decimal and the authenticated badge with date and brand', () => {
    const out = text(html(<ReviewMegaPillCard review={reviewFixture({ rating: 9 })} brand="Trustboard" />));
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
    const out = text(html(<ReviewMegaPillCard review={review} brand="Trustboard" />));
    expect(out).toContain('Anonymous company · Finance and insurance');
    expect(out).toContain('Identity hidden');
    expect(out).toContain('authenticated by Trustboard');
    expect(out).toContain(
      'A client, CFO at Anonymous company · Finance and insurance, recommends Studio Nord',
    );
    expect(out).not.toContain('Alice');
  });

  it('translates the fallback title', () => {
    const out = text(
      html(<ReviewMegaPillCard review={reviewFixture({ title: '' })} brand="Trustboard" />, 'fr-FR'),
    );
    expect(out).toContain('Alice Martin, CTO chez Acme, recommande Studio Nord');
  });

  it('logs a review with no account once and shows no account', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const review = reviewFixture({ id: 'orphan', contact: null, buyer: null });
    const first = html(<ReviewMegaPillCard review={review} brand="Trustboard" />);
    html(<ReviewInlineCard review={review} brand="Trustboard" />);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('review has no account');
    expect(first).not.toContain('Alice');
  });
});

describe('review quote card', () => {
  it('names the provider, quotes the client and marks a quote in another language with a note', () => {
    const markup = html(<ReviewQuoteCard review={reviewFixture()} brand="Trustboard" />);
    expect(markup).toMatch(/<blockquote[^>]* lang="fr-FR"/);
    const out = text(markup);
    expect(out).toContain('Studio Nord');
    expect(out).toContain('Ils ont livré à temps.');
    expect(out).toContain('Written in French');
  });

  it('adds neither lang nor note to a quote in the page’s language', () => {
    const markup = html(<ReviewQuoteCard review={reviewFixture()} brand="Trustboard" />, 'fr-FR');
    expect(markup).not.toContain(' lang=');
    expect(text(markup)).not.toContain('Rédigé en');
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
    const markup = html(<ArticleCard article={article} headingLevel={2} />);
    expect(markup).toMatch(/<h2[^>]* lang="fr-FR"/);
    expect(text(markup)).toContain('Written in French');
  });

  it('adds no note to an article in the page’s language', () => {
    expect(text(html(<ArticleCard article={article} headingLevel={2} />, 'fr-FR'))).not.toContain(
      'Rédigé en',
    );
  });
});

describe('member cards', () => {
  it('ranking row shows position, review count and "+ N points"', () => {
    const out = text(
      html(
        <ol>
          <MemberMegaPillCard member={memberFixture()} position={3} points={1520} />
        </ol>,
      ),
    );
    expect(out).toContain('Position 3');
    expect(out).toContain('1,234 authenticated client reviews');
    expect(out).toContain('+ 1,520 points');
  });

  it('listing card shows two cities then "and N more", two services then +N, and themes the card', () => {
    const markup = html(<MemberListingCard member={memberFixture()} />);
    const out = text(markup);
    expect(out).toContain('Lille');
    expect(out).toContain('Paris');
    expect(out).toContain('and 2 more');
    expect(out).not.toContain('Lyon');
    expect(out).toContain('SEO');
    expect(out).toContain('UX design');
    expect(out).toContain('+1');
    expect(markup).toContain('--color-primary:#3366ff');
    expect(markup).toContain('href="/en-GB/profil/studio-nord"');
  });

  it('says "not rated yet" for a member without reviews', () => {
    const member = memberFixture({ averageRating: null, reviewCount: 0 });
    expect(text(html(<MemberListingCard member={member} />))).toContain('Not rated yet');
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
    expect(html(<TagInlineCard tag={tag} />, 'fr-FR')).toContain(
      'href="/membres/marketing-communication-et-ventes/seo"',
    );
  });
});
