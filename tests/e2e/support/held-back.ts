import type { Page } from '@playwright/test';

/**
 * A slow network for one file: requests of `page` whose URL matches `url` wait until the returned `release()` is
 * called (a lazily loaded chunk held back while the test acts on what stands in for it).
 */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
