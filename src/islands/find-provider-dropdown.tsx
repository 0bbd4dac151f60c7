import { useEffect } from 'react';
import { enhanceDropdown } from './disclosure-behaviour';

/**
 * Island: enhances the server-rendered 'Trouver un prestataire' `<details>` (outside click,
 * Escape, arrow keys, close on a choice). Renders nothing itself.
 */
export function FindProviderDropdown({ target = 'find-provider' }: { target?: string }) {
  useEffect(() => {
    const details = document.getElementById(target);
    return details instanceof HTMLDetailsElement ? enhanceDropdown(details) : undefined;
  }, [target]);
  return null;
}
