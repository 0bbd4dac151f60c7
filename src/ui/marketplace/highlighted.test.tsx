import { describe, expect, it } from 'vitest';
import { renderDom, textOf } from '../../../test/dom';
import { Highlighted } from './highlighted';

const marks = (text: string) =>
  Array.from(renderDom(<Highlighted text={text} />).querySelectorAll('mark'), textOf);

describe('Highlighted', () => {
  it('wraps marked matches in <mark> and renders the rest as text, never as markup', () => {
    const body = renderDom(<Highlighted text={'<b>x</b> \u0001Agence\u0002 web'} />);
    expect(Array.from(body.querySelectorAll('mark'), textOf)).toEqual(['Agence']);
    expect(body.querySelector('b')).toBeNull();
    expect(textOf(body)).toBe('<b>x</b> Agence web');
  });

  it('renders nothing for empty text and tolerates unbalanced markers', () => {
    const empty = renderDom(<Highlighted text="" />);
    expect(empty.querySelector('*')).toBeNull();
    expect(textOf(empty)).toBe('');
    expect(marks('a\u0002b\u0001c')).toEqual(['c']);
    expect(textOf(renderDom(<Highlighted text={'a\u0002b\u0001c'} />))).toBe('abc');
  });
});
