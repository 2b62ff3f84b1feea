/**
 * Layout shift: a top download bar that came after the first paint would push the page down
 * (CLS 0.07 at Lighthouse's phone size). So, on a phone's browser tab, index.html keeps its room
 * from the first paint and the bar takes it (domains/app-download/bar-slot). Where the status
 * rules the bar out, the room goes with the shell, which moves nothing; where the settings rule
 * it out later, the room goes then, and the next visit keeps none.
 */
import type { Page } from '@playwright/test';
import { loadWithSettings } from '../support/download-settings';
import { expect, test } from '../support/fixtures';
import { holdAssets } from '../support/hold-assets';

test.use({ downloadBar: true });

const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
const room = (page: Page) => page.locator('.download-bar-slot');

/** Sums the page's layout shifts from its first frame. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((entry) => (w.shifted += (entry as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Whether the shell on screen keeps the bar's room. */
async function shellRoom(page: Page, path: string): Promise<boolean> {
  const release = await holdAssets(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#shell .sh-main')).toBeVisible();
  const kept = await page.locator('#shell .sh-bar').isVisible();
  release();
  return kept;
}

const shifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifted: number }).shifted);
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('download_bar_shown'));

test('the bar takes the room the shell kept for it: nothing on home moves when it comes', async ({
  page,
}) => {
  await watchShifts(page);
  expect(await shellRoom(page, '/m/home')).toBe(true);
  await loadWithSettings(page, () => page.waitForLoadState());
  await expect(bar(page)).toBeVisible();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(room(page)).toHaveCount(0);
  // Right under the header, where the room was.
  expect((await bar(page).boundingBox())?.y).toBe(56);
  expect(await shifted(page)).toBeLessThan(0.001);
  expect(await stored(page)).toBe('true');
});

test('a site that hides the bar: no room once the status has come, and no shift', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { hideDownloadBar: true } });
  await watchShifts(page);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(room(page)).toHaveCount(0);
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  expect(await shifted(page)).toBeLessThan(0.001);
  await expect.poll(() => stored(page)).toBe('false');
});

test('a bar for members only: a guest’s room goes once the settings say so; the next visit keeps none', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ downloadSetting: { bar_login_required: { enabled: true } } });
  await loadWithSettings(page, () => page.goto('/m/home'));
  await expect(room(page)).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
  expect(await stored(page)).toBe('false');
  expect(await shellRoom(page, '/m/home')).toBe(false);
});

test('closed for the session: no room on the next page, and the site’s choice is not forgotten', async ({
  page,
}) => {
  await loadWithSettings(page, () => page.goto('/m/home'));
  await bar(page).getByRole('button', { name: 'Close the app download bar' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect(await shellRoom(page, '/m/news')).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(room(page)).toHaveCount(0);
  expect(await stored(page)).toBe('true');
});
