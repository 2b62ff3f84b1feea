/** The announcement popup (spec §2, §4): audience, show, close, hide today, revive, forceRead. */
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support/fixtures';

const guestNotice = {
  id: 1,
  title: 'Guest notice',
  content: '<p>For visitors</p>',
  execution: 'B',
};
const memberNotice = {
  id: 2,
  title: 'Member notice',
  content: '<p>For members</p>',
  execution: 'A',
};
const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

test('guests see B announcements only; closing for good keeps it away until new content', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice, memberNotice] });
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: 'Guest notice' })).toBeVisible();
  await expect(popup(page).getByText('Member notice')).toHaveCount(0);
  await popup(page).getByLabel('Do not show this popup again').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500); // longer than the anonymous delay
  await expect(popup(page)).toBeHidden();

  // New content (a new title+content hash) revives it.
  await sandbox.patchMerchant({
    announcements: [guestNotice, { ...guestNotice, id: 3, title: 'Fresh news' }],
  });
  await page.reload();
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Fresh news' })).toBeVisible();
});

test("promotions: 'go to activity' opens the promotions, 'got it' closes", async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [{ ...guestNotice, promotionType: 'DAILY' }] });
  await page.goto('/m/home');
  await popup(page).getByRole('button', { name: 'Go to activity' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(popup(page)).toBeHidden();
  await page.reload();
  await popup(page).getByRole('button', { name: 'Got it' }).click();
  await expect(popup(page)).toBeHidden();
});

test('a plain close shows it again on the next visit; Escape closes it', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice] });
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await page.reload();
  await expect(popup(page)).toBeVisible();
});

test('members see A announcements after logging in', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ announcements: [guestNotice, memberNotice] });
  await logIn(page);
  await expect(popup(page).getByRole('heading', { name: 'Member notice' })).toBeVisible();
  await expect(popup(page).getByText('Guest notice')).toHaveCount(0);
});

test('a first login adds the F announcements', async ({ page, sandbox }) => {
  const firstLogin = {
    id: 5,
    title: 'Welcome aboard',
    content: '<p>First time</p>',
    execution: 'F',
  };
  await sandbox.patchMerchant({ announcements: [memberNotice, firstLogin] });
  await sandbox.patchMember('demo01', { loginCount: 0 });
  await logIn(page);
  await expect(popup(page).getByText('1 / 2')).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
});

test('hide today keeps it hidden until the next local midnight', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ announcements: [guestNotice], status: { hidePopup: 1 } });
  await page.clock.install({ time: new Date('2026-11-21T15:00:00') });
  await page.goto('/m/home');
  await page.clock.runFor(1500);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByLabel('Hide today').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();

  await page.clock.setSystemTime(new Date('2026-11-21T23:30:00'));
  await page.reload();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup(page)).toBeHidden();

  await page.clock.setSystemTime(new Date('2026-11-22T00:05:00'));
  await page.reload();
  await page.clock.runFor(2000);
  await expect(popup(page)).toBeVisible();
});

test('forceRead: the popup closes only after the last slide was shown', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    announcements: [
      { ...guestNotice, forceRead: true },
      { ...guestNotice, id: 4, title: 'Second page' },
    ],
  });
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Close' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Second page' })).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
});

test('promotions offer go to activity; links inside open in the app', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    announcements: [
      { ...guestNotice, promotionType: 'DAILY', content: '<p><a href="/m/news">News</a></p>' },
    ],
  });
  await page.goto('/m/home');
  await expect(popup(page).getByRole('button', { name: 'Got it' })).toBeVisible();
  await popup(page).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/m\/news$/);
  await expect(popup(page)).toBeHidden();
});

test('anonymous visitors get it after 1 s, members after about 500 ms', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ announcements: [guestNotice, memberNotice] });
  await page.clock.install();
  // The delay starts when the list has arrived; the fake clock moves only from then on.
  const listed = () => page.waitForResponse((r) => r.url().includes('MCSFE_getListAnnouncements'));
  let arrived = listed();
  await page.goto('/m/home');
  await arrived;
  await page.clock.runFor(900);
  await expect(popup(page)).toBeHidden();
  await page.clock.runFor(200);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByLabel('Do not show this popup again').check();
  await popup(page).getByRole('button', { name: 'Close' }).click();

  await logIn(page);
  arrived = listed();
  await page.reload();
  await arrived;
  await page.clock.runFor(300);
  await expect(popup(page)).toBeHidden();
  await page.clock.runFor(300);
  await expect(popup(page).getByRole('heading', { name: 'Member notice' })).toBeVisible();
});
