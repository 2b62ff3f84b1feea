/**
 * The app-download host's settings come from the server on a session's first page and
 * from sessionStorage after it (app/src/features/app-download/api/download-settings.ts): a test
 * waits for them by the stored copy, whichever way they came, and a test that changes them in
 * the middle of a session forgets the copy first, as a new session would.
 */
import { expect, type Page } from '@playwright/test';
import { networkQuiet } from './network-quiet';

export async function loadWithSettings(page: Page, load: () => Promise<unknown>) {
  await load();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('download_settings') !== null))
    .toBe(true);
  await networkQuiet(page);
}

export const forgetSettings = (page: Page) =>
  page.evaluate(() => sessionStorage.removeItem('download_settings'));
