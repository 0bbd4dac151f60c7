import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
const html = (data: BlockData) =>
  renderToStaticMarkup(
    <I18nProvider locale={context.locale}>
      <Block block={data} context={context} />
    </I18nProvider>,
  );

describe('CMS blocks', () => {
  it('renders a HERO with its h1 and a resolved button link', () => {
    const out = html(
      block('HERO', {
        title: 'Find providers',
        content: { button: { label: 'Go', link: { route: 'articles' } } },
      }),
    );
    expect(out).toContain('<h1');
    expect(out).toContain('Find providers');
    expect(out).toContain('href="/articles"');
  });

  it('leaves out a CTA whose button leads nowhere, and keeps one whose button resolves', () => {
    const lost = html(
      block('CTA', { title: 'Book', content: { button: { label: 'Book a demo', link: { bogus: 1 } } } }),
    );
    expect(lost).toBe('');
    const kept = html(
      block('CTA', {
        title: 'Book',
        content: { button: { label: 'Book a demo', link: { route: 'articles' } } },
      }),
    );
    expect(kept).toContain('href="/articles"');
    expect(kept).toContain('Book a demo');
  });

  it('renders FAQ questions from sub-components as details and builds FAQPage JSON-LD', () => {
    const faq = block('FAQ', {
      title: 'FAQ',
      subComponents: [block('CARD', { id: 'q1', title: 'Are reviews verified?', description: 'Yes.' })],
    });
    expect(html(faq)).toContain('<details');
    expect(faqJsonLd(faq)?.mainEntity[0]?.acceptedAnswer.text).toBe('Yes.');
  });

  it('renders a GROUP of CARDs through the same dispatcher', () => {
    const out = html(
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
    expect(out).toContain('Verified');
    expect(out).toContain('href="/x"');
  });

  it('renders data blocks from the page context', () => {
    expect(html(block('MEDIA_LAST_ARTICLES', { title: 'News' }))).toContain('Choosing an agency');
    expect(html(block('MEDIA_LAST_ARTICLES'))).toContain('January 2026');
    expect(html(block('TEAMPICKED_REVIEWS'))).toContain('Great work');
    expect(html(block('MEMBERS_SERVICES'))).toContain('selector');
    expect(html(block('CITIES_QUERIES_TABS'))).toContain('href="/membres/x/seo/lyon"');
    expect(
      html(
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
    const out = html(
      block('RICH_TEXT', {
        content: { text: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello <b>' }] }] },
      }),
    );
    expect(out).toContain('<p>Hello &lt;b&gt;</p>');
    expect(html(block('HEADER', { title: 'Section' }))).toContain('<h2');
  });

  it('renders nothing for unknown kinds or empty data blocks, in position order otherwise', () => {
    expect(html(block('UNKNOWN'))).toBe('');
    expect(html(block('FAQ'))).toBe('');
    const out = renderToStaticMarkup(
      <Blocks
        blocks={[
          block('HEADER', { id: 'b', position: 2, title: 'Second' }),
          block('HEADER', { id: 'a', position: 1, title: 'First' }),
        ]}
        context={context}
      />,
    );
    expect(out.indexOf('First')).toBeLessThan(out.indexOf('Second'));
  });
});
