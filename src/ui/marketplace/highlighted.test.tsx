import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted';

describe('Highlighted', () => {
  it('wraps marked matches in <mark> and escapes the rest', () => {
    const out = renderToStaticMarkup(<Highlighted text={'<b>x</b> \u0001Agence\u0002 web'} />);
    expect(out).toBe(
      '&lt;b&gt;x&lt;/b&gt; <mark class="rounded bg-amber-100 px-0.5 text-inherit">Agence</mark> web',
    );
  });

  it('renders nothing for empty text and tolerates unbalanced markers', () => {
    expect(renderToStaticMarkup(<Highlighted text="" />)).toBe('');
    expect(renderToStaticMarkup(<Highlighted text={'a\u0002b\u0001c'} />)).toContain('>c</mark>');
  });
});
