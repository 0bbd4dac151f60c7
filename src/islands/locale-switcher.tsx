import { useEffect } from 'react';
import { enhanceDropdown, rememberLocaleChoice } from './disclosure-behaviour';

/**
 * Island: enhances the language switcher dropdown and stores the chosen language in the
 * `locale` cookie when a language link is followed. Renders nothing itself.
 */
export function LocaleSwitcher({ target = 'language-switcher' }: { target?: string }) {
  useEffect(() => {
    const details = document.getElementById(target);
    const undoDropdown = details instanceof HTMLDetailsElement ? enhanceDropdown(details) : undefined;
    const undoCookie = rememberLocaleChoice(document);
    return () => {
      undoDropdown?.();
      undoCookie();
    };
  }, [target]);
  return null;
}
