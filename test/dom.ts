// The worker build is one self-contained module (no `require('canvas')`), so it loads in workerd.
import { parseHTML } from 'linkedom/worker';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The part of the DOM that tests read: the Worker's TypeScript project has no DOM library. */
export interface DomElement {
  readonly tagName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selectors: string): DomElement | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement> & Iterable<DomElement>;
}

/**
 * Renders a React element to static markup and parses it, so a test reads the elements a browser
 * would build rather than the markup's spelling. Returns the `<body>` holding them.
 * @example
 *   const body = renderDom(<a href="/x">Home</a>);
 *   expect(body.querySelector('a[href="/x"]')?.textContent).toBe('Home');
 */
export function renderDom(node: ReactNode): DomElement {
  return parse(`<!doctype html><html><body>${renderToStaticMarkup(node)}</body></html>`).body;
}

/**
 * Parses a whole HTML page (a response body) and returns its `<html>` element.
 * @example
 *   const page = parsePage(await response.text());
 *   expect(page.getAttribute('lang')).toBe('en-GB');
 */
export function parsePage(html: string): DomElement {
  return parse(html).documentElement;
}

function parse(html: string): { body: DomElement; documentElement: DomElement } {
  const { document } = parseHTML(html);
  lowerCaseAttributeNames(document.querySelectorAll('*'));
  return document;
}

interface AttributedElement extends Pick<DomElement, 'closest' | 'getAttribute'> {
  getAttributeNames(): string[];
  removeAttribute(name: string): void;
  setAttribute(name: string, value: string): void;
}

/**
 * linkedom keeps attribute names as written, where a browser lowercases them on HTML elements:
 * React writes `hrefLang` or `dateTime`, which `[hreflang]` and `getAttribute('hreflang')` would
 * then miss. SVG keeps its camelCase names (`viewBox`) in a browser too.
 */
function lowerCaseAttributeNames(elements: Iterable<AttributedElement>) {
  for (const element of elements) {
    if (element.closest('svg')) continue;
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase();
      if (lower === name) continue;
      const value = element.getAttribute(name) ?? '';
      element.removeAttribute(name);
      element.setAttribute(lower, value);
    }
  }
}

/** The text a person reads in an element, whitespace collapsed: '' when there is no element. */
export function textOf(element: DomElement | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
