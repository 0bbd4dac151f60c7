import { describe, expect, it } from 'vitest';
import { renderDom, textOf } from '../../../test/dom';
import { RichText } from './rich-text';
import type { MentionLinker } from './types';

const linker: MentionLinker = ({ kind, slug }) =>
  kind === 'MEMBER' ? `/profil/${slug}` : kind === 'TAG' ? `/membres/services/${slug}` : null;

const render = (content: unknown) => renderDom(<RichText content={content} linkMention={linker} />);

describe('RichText', () => {
  it('renders paragraphs, headings, lists and marks as elements', () => {
    const body = render([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'bold', marks: ['bold'] }] },
      { type: 'list', children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }] },
    ]);
    expect(textOf(body.querySelector('h2'))).toBe('Title');
    expect(textOf(body.querySelector('p > strong'))).toBe('bold');
    expect(Array.from(body.querySelectorAll('ul > li'), textOf)).toEqual(['one']);
  });

  it('escapes HTML inside text instead of injecting it', () => {
    const body = render([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
    expect(body.querySelector('script')).toBeNull();
    expect(textOf(body.querySelector('p'))).toBe('<script>alert(1)</script>');
  });

  it('drops javascript: and protocol-relative links but keeps their text', () => {
    const body = render([
      { type: 'link', href: 'javascript:alert(1)', children: [{ type: 'text', text: 'a' }] },
      { type: 'link', href: '//evil.com', children: [{ type: 'text', text: 'b' }] },
      { type: 'link', href: 'https://example.org/x', children: [{ type: 'text', text: 'c' }] },
    ]);
    const links = Array.from(body.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/x']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(textOf(links[0])).toBe('c');
    expect(textOf(body)).toBe('abc');
  });

  it('links mentions by entity kind and shows unlinkable kinds as text', () => {
    const body = render([
      { type: 'mention', kind: 'MEMBER', slug: 'acme', label: 'Acme' },
      { type: 'mention', kind: 'BUYER', slug: 'client', label: 'Client' },
    ]);
    const [member, ...others] = Array.from(body.querySelectorAll('a'));
    expect(others).toHaveLength(0);
    expect({ href: member?.getAttribute('href'), kind: member?.getAttribute('data-kind') }).toEqual({
      href: '/profil/acme',
      kind: 'member',
    });
    expect([textOf(member), textOf(body)]).toEqual(['Acme', 'AcmeClient']);
  });

  it('reads a JSON string and falls back to one paragraph for plain text', () => {
    const json = render('[{"type":"paragraph","children":[{"type":"text","text":"x"}]}]');
    expect(Array.from(json.querySelectorAll('p'), textOf)).toEqual(['x']);
    expect(Array.from(render('just words').querySelectorAll('p'), textOf)).toEqual(['just words']);
  });

  it('renders nothing for malformed content instead of throwing', () => {
    const empty = render(null);
    expect(empty.querySelectorAll('div *')).toHaveLength(0);
    expect(textOf(empty)).toBe('');
    const malformed = render([1, 'a', { type: 'paragraph', children: 'nope' }]);
    expect(Array.from(malformed.querySelectorAll('div *'), (element) => element.tagName)).toEqual(['P']);
    expect(textOf(malformed)).toBe('');
  });
});
