import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release` is called, so a test can look at the state a
 * screen shows while it waits (a pending button, a Loading... screen) for as long as it needs,
 * however fast or slow the machine: no timing window.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
