/**
 * Holds the app's scripts and stylesheets until `release` is called: index.html's prerendered
 * shell stays on screen, as on a network slow enough to show it (issue 18).
 */
import type { Page } from '@playwright/test';

export async function holdAssets(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/m\/assets\/[^/]+\.(?:js|css)$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
