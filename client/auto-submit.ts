/**
 * Filter forms apply on change: a form marked `data-auto-submit` is submitted as soon as one of
 * its selects, checkboxes or radios changes (text fields still wait for Enter or the button).
 * Its buttons marked `data-auto-submit-button` are hidden, since nothing is left for them to do.
 * Where the browser knows `@media (scripting)` the stylesheet never draws them (src/styles/app.css);
 * elsewhere they are hidden here, and on a phone they keep their place, invisible: removing them
 * there moved everything below the form once the page had been drawn (a layout shift of 0.05-0.07
 * on the directories). Without JavaScript they stay and the form works as a plain GET form.
 */
export function enableAutoSubmit(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-auto-submit]')) {
    const hideButton = !form.querySelector('input[type="search"], input[type="text"]');
    // On a phone the button wraps to a line of its own: it keeps its place there, invisible. On
    // wider screens it shares the line and leaves with no more than a move along it.
    const keepPlace = window.matchMedia('(max-width: 639px)').matches;
    if (hideButton)
      for (const button of form.querySelectorAll<HTMLElement>('[data-auto-submit-button]')) {
        if (keepPlace) button.style.visibility = 'hidden';
        else button.hidden = true;
      }
    form.addEventListener('change', (event) => {
      const field = event.target as HTMLInputElement | HTMLSelectElement;
      if (field.tagName === 'SELECT' || field.type === 'checkbox' || field.type === 'radio')
        form.requestSubmit();
    });
  }
}
