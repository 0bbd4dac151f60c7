/**
 * Filter forms apply on change: a form marked `data-auto-submit` is submitted as soon as one of
 * its selects, checkboxes or radios changes (text fields still wait for Enter or the button).
 * Its buttons marked `data-auto-submit-button` are hidden, since nothing is left for them to do;
 * without JavaScript they stay and the form works as a plain GET form.
 */
export function enableAutoSubmit(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-auto-submit]')) {
    const hideButton = !form.querySelector('input[type="search"], input[type="text"]');
    if (hideButton)
      for (const button of form.querySelectorAll<HTMLElement>('[data-auto-submit-button]'))
        button.hidden = true;
    form.addEventListener('change', (event) => {
      const field = event.target as HTMLInputElement | HTMLSelectElement;
      if (field.tagName === 'SELECT' || field.type === 'checkbox' || field.type === 'radio')
        form.requestSubmit();
    });
  }
}
