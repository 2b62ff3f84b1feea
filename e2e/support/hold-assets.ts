/**
 * Holds requests until `release` is called: the app's scripts and stylesheets (index.html's
 * prerendered shell stays on screen, as on a network slow enough to show it), or any
 * requests a test names.
 */
import type { Page } from '@playwright/test';

export async function holdRequests(
  page: Page,
  url: RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

export function holdAssets(page: Page): Promise<() => void> {
  return holdRequests(page, /\/m\/assets\/[^/]+\.(?:js|css)$/);
}
