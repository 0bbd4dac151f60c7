/** A defect of the rendered page a visitor would see. */
export interface LayoutProblem {
  kind: 'page-wider-than-viewport' | 'invisible-text' | 'clipped-text' | 'ranking-row-outside';
  what: string;
}

/**
 * Runs in the page (self-contained: Playwright serialises it). Measures the laid-out page as a
 * visitor gets it:
 * - the page is never wider than the viewport (names the elements that stick out first);
 * - no visible text is 0 px wide or tall (a squeezed flex child, a collapsed column);
 * - no text is cut horizontally by an ancestor with `overflow: hidden | clip` or by the viewport
 *   (scroll containers are fine: the visitor can scroll them); one-line ellipsis is allowed only
 *   when at least 60 % of the text shows;
 * - every ranking row (`data-testid="ranking-row"`) shows all its text inside the viewport.
 */
export function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const width = window.innerWidth;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const label = element.getAttribute('aria-label');
    return `<${element.tagName.toLowerCase()}> "${text || label || ''}"`;
  };
  const style = (element: Element) => getComputedStyle(element);
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const cuts = (value: string) => value === 'hidden' || value === 'clip';
  /** Visually hidden on purpose (screen-reader text): a 1 px absolutely positioned box. */
  const srOnly = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      const s = style(at);
      if (s.position !== 'absolute') continue;
      if (
        (box.width <= 1 && box.height <= 1) ||
        s.clip === 'rect(0px, 0px, 0px, 0px)' ||
        s.clipPath === 'inset(50%)'
      )
        return true;
    }
    return false;
  };

  const root = document.documentElement;
  if (root.scrollWidth > width) {
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        return box.right > width + 1 && box.width > 0 && (!parent || parent.right <= width + 1);
      })
      .slice(0, 4)
      .map((element) => `${describe(element)} right=${Math.round(element.getBoundingClientRect().right)}`);
    problems.push({
      kind: 'page-wider-than-viewport',
      what: `scrollWidth ${root.scrollWidth} > ${width}: ${culprits.join('; ')}`,
    });
  }

  // A textarea's text is drawn by the control (its text node has no box of its own), and the
  // control scrolls what it cannot show.
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TITLE', 'TEXTAREA', 'svg']);
  for (const element of document.body.querySelectorAll('*')) {
    if (skip.has(element.tagName)) continue;
    const texts = [...element.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (texts.length === 0) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (element.closest('dialog:not([open]), details:not([open]) > :not(summary), [hidden], [inert]'))
      continue;
    if (srOnly(element)) continue;
    const range = document.createRange();
    range.setStartBefore(texts[0] as Node);
    range.setEndAfter(texts[texts.length - 1] as Node);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || text.width < 1) {
      problems.push({
        kind: 'invisible-text',
        what: `${describe(element)} is ${Math.round(box.width)}x${Math.round(box.height)} px`,
      });
      continue;
    }
    // Horizontal cuts: by an ancestor that hides its overflow, up to the first scroll container.
    let left = 0;
    let right = width;
    let scrolled = false;
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      const s = style(at);
      if (scrolls(s.overflowX)) {
        scrolled = true;
        break;
      }
      if (cuts(s.overflowX)) {
        const clip = at.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
    }
    if (scrolled) continue;
    const shown = Math.max(0, Math.min(text.right, right) - Math.max(text.left, left));
    if (shown >= text.width - 1) continue;
    const ellipsis = style(element).textOverflow === 'ellipsis';
    if (ellipsis && shown >= text.width * 0.6) continue;
    problems.push({
      kind: 'clipped-text',
      what: `${describe(element)} shows ${Math.round(shown)} of ${Math.round(text.width)} px${ellipsis ? ' (ellipsis)' : ''}`,
    });
  }

  for (const row of document.querySelectorAll('[data-testid="ranking-row"]')) {
    const box = row.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1)
      problems.push({
        kind: 'ranking-row-outside',
        what: `${describe(row)} spans ${Math.round(box.left)}..${Math.round(box.right)}`,
      });
    for (const part of row.querySelectorAll('[data-ranking-part]')) {
      const at = part.getBoundingClientRect();
      if (!part.checkVisibility()) continue;
      if (at.width < 1 || at.left < -1 || at.right > width + 1)
        problems.push({
          kind: 'ranking-row-outside',
          what: `${part.getAttribute('data-ranking-part')} ${describe(part)} at ${Math.round(at.left)}..${Math.round(at.right)}`,
        });
    }
    const parts = new Set(
      [...row.querySelectorAll('[data-ranking-part]')]
        .filter((part) => part.checkVisibility())
        .map((part) => part.getAttribute('data-ranking-part')),
    );
    for (const needed of ['name', 'rating', 'points'])
      if (!parts.has(needed))
        problems.push({ kind: 'ranking-row-outside', what: `${describe(row)} shows no ${needed}` });
  }
  return problems;
}
