import { useEffect } from 'react';
import { enhanceDropdown, enhanceModal } from './disclosure-behaviour';

/**
 * Island: enhances the server-rendered `<details>` with id `target`, as a dropdown (outside
 * click, Escape, arrow keys, close on a choice: the find-provider menu, the language switcher)
 * or as a modal (Escape, focus trap, close on any link, scroll lock: the mobile menu). Renders
 * nothing itself.
 * @example <Island name="disclosure" component={Disclosure} props={{ target: 'mobile-menu', behaviour: 'modal' }} />
 */
export function Disclosure({ target, behaviour }: { target: string; behaviour: 'dropdown' | 'modal' }) {
  useEffect(() => {
    const details = document.getElementById(target);
    if (!(details instanceof HTMLDetailsElement)) return undefined;
    return behaviour === 'modal' ? enhanceModal(details) : enhanceDropdown(details);
  }, [target, behaviour]);
  return null;
}
