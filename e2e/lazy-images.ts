import type { Page } from '@playwright/test';

/**
 * Walks down the page so lazy images start loading, back to the top, then waits until every
 * image has loaded: a full-page screenshot then shows the page as a reader scrolling it sees it.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Images inside hidden parts (a layout variant for another width) never load lazily: only the
  // rendered ones count, as only they show in the screenshot.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || !image.checkVisibility()),
  );
}
