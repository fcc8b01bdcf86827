import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways. Polled, not read once: after a viewport change the
 * layout follows a React render (Mantine's media-query hooks), which a loaded machine delays.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page is no wider than the window',
    })
    .toBeLessThanOrEqual(0);
}
