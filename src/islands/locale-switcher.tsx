import { useEffect } from 'react';
import { enhanceDropdown } from './disclosure-behaviour';

/**
 * Island: enhances the language switcher dropdown (outside click, Escape, arrow keys). The
 * choice itself is stored by GET /_locale, which every language link goes through.
 * Renders nothing itself.
 */
export function LocaleSwitcher({ target = 'language-switcher' }: { target?: string }) {
  useEffect(() => {
    const details = document.getElementById(target);
    return details instanceof HTMLDetailsElement ? enhanceDropdown(details) : undefined;
  }, [target]);
  return null;
}
