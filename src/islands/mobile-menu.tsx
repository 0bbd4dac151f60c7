import { useEffect } from 'react';
import { enhanceModal } from './disclosure-behaviour';

/**
 * Island: enhances the server-rendered mobile menu `<details>` (Escape, focus trap, close on
 * any link, scroll lock). Renders nothing itself.
 */
export function MobileMenuEnhancer({ target = 'mobile-menu' }: { target?: string }) {
  useEffect(() => {
    const details = document.getElementById(target);
    return details instanceof HTMLDetailsElement ? enhanceModal(details) : undefined;
  }, [target]);
  return null;
}
