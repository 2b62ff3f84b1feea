/** Welcome image popups (spec §4): banner1 then banner2, once per file name, home paths only. */
import type { Page } from '@playwright/test';
import { demoBanners } from '../../sandbox/src/seed/content.ts';
import { expect, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';

test.use({ seededPopups: true });

const first = (page: Page) => page.getByRole('dialog', { name: 'Welcome gift' });
const second = (page: Page) => page.getByRole('dialog', { name: 'Top up with GCash' });

test('banner1 then banner2; both stay away once seen, until a file changes', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [] });
  await page.goto('/m/home');
  await expect(first(page)).toBeVisible();
  await expect(second(page)).toHaveCount(0);
  await first(page).getByRole('button', { name: 'Close' }).click();
  await expect(second(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(second(page)).toBeHidden();

  // A new session (session flag gone): the saved file names still keep them away.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The banner list and any popup image have been fetched: a popup would be on its way now.
  await networkQuiet(page);
  await expect(first(page)).toHaveCount(0);
  await expect(second(page)).toHaveCount(0);

  // A new file for banner1 shows it again.
  await sandbox.patchMerchant({
    banners: demoBanners.map((b) =>
      b.groupName === 'm_popup1' ? { ...b, url: '/cdn/content/popup-deposit.png' } : b,
    ),
  });
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(first(page)).toBeVisible();
});

test('not on other paths such as /m/index', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ announcements: [] });
  await page.goto('/m/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The banner list and any popup image have been fetched: a popup would be on its way now.
  await networkQuiet(page);
  await expect(first(page)).toHaveCount(0);
});

test('they wait for the announcement popup to close: never two modals at once', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toBeVisible();
  await networkQuiet(page);
  await expect(first(page)).toHaveCount(0);
  await announcement.getByRole('button', { name: 'Close' }).click();
  await expect(first(page)).toBeVisible();
});
