import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import type { MentionLinker } from './types';

const linker: MentionLinker = ({ kind, slug }) =>
  kind === 'MEMBER' ? `/profil/${slug}` : kind === 'TAG' ? `/membres/services/${slug}` : null;

const html = (content: unknown) => renderToStaticMarkup(<RichText content={content} linkMention={linker} />);

describe('RichText', () => {
  it('renders paragraphs, headings, lists and marks as elements', () => {
    const out = html([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'bold', marks: ['bold'] }] },
      { type: 'list', children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }] },
    ]);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<p><strong>bold</strong></p>');
    expect(out).toContain('<ul><li>one</li></ul>');
  });

  it('escapes HTML inside text instead of injecting it', () => {
    const out = html([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;');
  });

  it('drops javascript: and protocol-relative links but keeps their text', () => {
    const out = html([
      { type: 'link', href: 'javascript:alert(1)', children: [{ type: 'text', text: 'a' }] },
      { type: 'link', href: '//evil.com', children: [{ type: 'text', text: 'b' }] },
      { type: 'link', href: 'https://example.org/x', children: [{ type: 'text', text: 'c' }] },
    ]);
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('evil.com');
    expect(out).toContain('href="https://example.org/x"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('links mentions by entity kind and shows unlinkable kinds as text', () => {
    const out = html([
      { type: 'mention', kind: 'MEMBER', slug: 'acme', label: 'Acme' },
      { type: 'mention', kind: 'BUYER', slug: 'client', label: 'Client' },
    ]);
    expect(out).toContain('<a class="mention" data-kind="member" href="/profil/acme">Acme</a>');
    expect(out).toContain('<span class="mention">Client</span>');
  });

  it('reads a JSON string and falls back to one paragraph for plain text', () => {
    expect(html('[{"type":"paragraph","children":[{"type":"text","text":"x"}]}]')).toContain('<p>x</p>');
    expect(html('just words')).toContain('<p>just words</p>');
  });

  it('renders nothing for malformed content instead of throwing', () => {
    expect(html(null)).toBe('<div class="rich-text"></div>');
    expect(html([1, 'a', { type: 'paragraph', children: 'nope' }])).toBe(
      '<div class="rich-text"><p></p></div>',
    );
  });
});
