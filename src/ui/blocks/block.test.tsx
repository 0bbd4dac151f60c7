import { describe, expect, it } from 'vitest';
import { renderDom, textOf } from '../../../test/dom';
import { I18nProvider } from '../../i18n/i18n-context';
import { Block, Blocks } from './block';
import { faqJsonLd } from './faq-block';
import type { BlockContext, BlockData } from './types';

const context: BlockContext = {
  locale: 'en-GB',
  t: (key) => key,
  resolveLink: (link) => {
    const route = (link as { route?: string } | undefined)?.route;
    return route ? `/${route}` : null;
  },
  linkMention: ({ kind, slug }) => (kind === 'MEMBER' ? `/profil/${slug}` : null),
  articles: [
    {
      id: 'a1',
      slug: 'a',
      title: 'Choosing an agency',
      excerpt: 'How to',
      publishedAt: '2026-01-05T10:00:00Z',
      href: '/en-GB/articles/a',
    },
  ],
  teamPicks: [{ id: 'r1', title: 'Great work' }],
  renderReview: (review) => <article>{(review as { title: string }).title}</article>,
  renderMember: (member) => <article>{(member as { name: string }).name}</article>,
  mentions: { m1: { name: 'Acme' } },
  cityTabs: [{ slug: 'lyon', name: 'Lyon', links: [{ label: 'SEO in Lyon', href: '/membres/x/seo/lyon' }] }],
  servicesSelector: <div>selector</div>,
};

const block = (kind: string, extra: Partial<BlockData> = {}): BlockData => ({
  id: kind,
  kind,
  position: 0,
  ...extra,
});
// Pages render blocks inside the page's I18nProvider, in the block context's locale.
const render = (data: BlockData) =>
  renderDom(
    <I18nProvider locale={context.locale}>
      <Block block={data} context={context} />
    </I18nProvider>,
  );
const text = (data: BlockData) => textOf(render(data));

describe('CMS blocks', () => {
  it('renders a HERO with its h1 and a resolved button link', () => {
    const hero = render(
      block('HERO', {
        title: 'Find providers',
        content: { button: { label: 'Go', link: { route: 'articles' } } },
      }),
    );
    expect(textOf(hero.querySelector('h1'))).toBe('Find providers');
    expect(textOf(hero.querySelector('a[href="/articles"]'))).toBe('Go');
  });

  it('leaves out a CTA whose button leads nowhere, and keeps one whose button resolves', () => {
    const lost = render(
      block('CTA', { title: 'Book', content: { button: { label: 'Book a demo', link: { bogus: 1 } } } }),
    );
    expect(lost.querySelector('*')).toBeNull();
    expect(textOf(lost)).toBe('');
    const kept = render(
      block('CTA', {
        title: 'Book',
        content: { button: { label: 'Book a demo', link: { route: 'articles' } } },
      }),
    );
    expect(textOf(kept.querySelector('a[href="/articles"]'))).toBe('Book a demo');
  });

  it('renders FAQ questions from sub-components as details and builds FAQPage JSON-LD', () => {
    const faq = block('FAQ', {
      title: 'FAQ',
      subComponents: [block('CARD', { id: 'q1', title: 'Are reviews verified?', description: 'Yes.' })],
    });
    const question = render(faq).querySelector('details');
    // The summary also draws a '+' marker, hidden from assistive tech.
    expect(textOf(question?.querySelector('summary'))).toMatch(/^Are reviews verified\?/);
    expect(textOf(question?.querySelector('p'))).toBe('Yes.');
    expect(faqJsonLd(faq)?.mainEntity[0]?.acceptedAnswer.text).toBe('Yes.');
  });

  it('renders a GROUP of CARDs through the same dispatcher', () => {
    const group = render(
      block('GROUP', {
        title: 'Why',
        subComponents: [
          block('CARD', {
            id: 'c1',
            title: 'Verified',
            content: { link: { route: 'x' }, linkLabel: 'More' },
          }),
        ],
      }),
    );
    expect(textOf(group)).toContain('Verified');
    expect(textOf(group.querySelector('a[href="/x"]'))).toContain('More');
  });

  it('renders data blocks from the page context', () => {
    expect(text(block('MEDIA_LAST_ARTICLES', { title: 'News' }))).toContain('Choosing an agency');
    expect(text(block('MEDIA_LAST_ARTICLES'))).toContain('January 2026');
    expect(text(block('TEAMPICKED_REVIEWS'))).toContain('Great work');
    expect(text(block('MEMBERS_SERVICES'))).toContain('selector');
    const cities = render(block('CITIES_QUERIES_TABS'));
    expect(textOf(cities.querySelector('a[href="/membres/x/seo/lyon"]'))).toBe('SEO in Lyon');
    expect(
      text(
        block('MENTION', {
          relationships: [
            { kind: 'MEMBER', public_id: 'm1' },
            { kind: 'BUYER', public_id: 'b' },
          ],
        }),
      ),
    ).toContain('Acme');
  });

  it('renders RICH_TEXT from structured content and HEADER as a section heading', () => {
    const rich = render(
      block('RICH_TEXT', {
        content: { text: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello <b>' }] }] },
      }),
    );
    expect(textOf(rich.querySelector('p'))).toBe('Hello <b>');
    expect(rich.querySelector('b')).toBeNull();
    expect(textOf(render(block('HEADER', { title: 'Section' })).querySelector('h2'))).toBe('Section');
  });

  it('renders nothing for unknown kinds or empty data blocks, in position order otherwise', () => {
    expect(render(block('UNKNOWN')).querySelector('*')).toBeNull();
    expect(render(block('FAQ')).querySelector('*')).toBeNull();
    const page = renderDom(
      <Blocks
        blocks={[
          block('HEADER', { id: 'b', position: 2, title: 'Second' }),
          block('HEADER', { id: 'a', position: 1, title: 'First' }),
        ]}
        context={context}
      />,
    );
    expect(Array.from(page.querySelectorAll('h2'), textOf)).toEqual(['First', 'Second']);
  });
});
