/**
 * Browser behaviour added to the shell's `<details>` menus, which already work without
 * JavaScript. Each function marks its menu `data-enhanced` and returns a clean-up that removes
 * its listeners.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function summaryOf(details: HTMLDetailsElement): HTMLElement | null {
  return details.querySelector(':scope > summary');
}

function close(details: HTMLDetailsElement, restoreFocus: boolean) {
  if (!details.open) return;
  details.open = false;
  if (restoreFocus) summaryOf(details)?.focus();
}

/** Links of the panel in document order, for arrow-key moves. */
function panelLinks(details: HTMLDetailsElement): HTMLElement[] {
  return [...details.querySelectorAll<HTMLElement>(':scope > :not(summary) a[href]')];
}

/**
 * A dropdown: closes on a click outside, on Escape (focus back on its button) and on a choice;
 * ArrowDown/ArrowUp/Home/End move between its links; opening moves focus to the first link
 * when opened from the keyboard.
 */
export function enhanceDropdown(details: HTMLDetailsElement): () => void {
  const doc = details.ownerDocument;
  let fromKeyboard = false;
  function onDocumentClick(event: MouseEvent) {
    if (!details.contains(event.target as Node)) close(details, false);
  }
  function onKeydown(event: KeyboardEvent) {
    if (event.key === 'Escape' && details.open) {
      event.preventDefault();
      close(details, true);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') fromKeyboard = true;
    if (!details.open || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = panelLinks(details);
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(doc.activeElement as HTMLElement);
    const last = links.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (index + 1) % links.length
            : index <= 0
              ? last
              : index - 1;
    links[next]?.focus();
  }
  function onToggle() {
    if (details.open && fromKeyboard) panelLinks(details)[0]?.focus();
    fromKeyboard = false;
  }
  function onClick(event: MouseEvent) {
    if ((event.target as Element).closest?.('a[href]')) close(details, false);
  }
  doc.addEventListener('click', onDocumentClick);
  details.addEventListener('keydown', onKeydown);
  details.addEventListener('toggle', onToggle);
  details.addEventListener('click', onClick);
  details.dataset.enhanced = 'true';
  return function cleanUp() {
    delete details.dataset.enhanced;
    doc.removeEventListener('click', onDocumentClick);
    details.removeEventListener('keydown', onKeydown);
    details.removeEventListener('toggle', onToggle);
    details.removeEventListener('click', onClick);
  };
}

/**
 * A modal menu: Escape closes it, Tab cycles inside it (its button included), any link
 * closes it, and the page behind does not scroll while it is open.
 */
export function enhanceModal(details: HTMLDetailsElement): () => void {
  const doc = details.ownerDocument;
  function onKeydown(event: KeyboardEvent) {
    if (!details.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(details, true);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...details.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null || item === summaryOf(details),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
  function onToggle() {
    doc.documentElement.style.overflow = details.open ? 'hidden' : '';
    if (details.open) details.querySelector<HTMLElement>('[role="dialog"] a[href]')?.focus();
  }
  function onClick(event: MouseEvent) {
    if ((event.target as Element).closest?.('a[href]')) close(details, false);
  }
  doc.addEventListener('keydown', onKeydown);
  details.addEventListener('toggle', onToggle);
  details.addEventListener('click', onClick);
  details.dataset.enhanced = 'true';
  // Opened before the island loaded (it hydrates on first use): apply the open state now.
  if (details.open) onToggle();
  return function cleanUp() {
    delete details.dataset.enhanced;
    doc.removeEventListener('keydown', onKeydown);
    details.removeEventListener('toggle', onToggle);
    details.removeEventListener('click', onClick);
    doc.documentElement.style.overflow = '';
  };
}
