import type { Locator } from '@playwright/test';

/**
 * Whether an element is laid out: inside an ancestor whose content `content-visibility: auto`
 * skips, it is not (used on a skipped block's own content, e.g. a card's heading).
 */
export function isLaidOut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}
