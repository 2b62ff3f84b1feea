/**
 * The profile icon (spec §3 gw.PROFILE_ICON_COUNT, default 9): a member picks one of the site's
 * count on the member home; it shows there and in the header, is kept on this device per member,
 * and survives a reload. A stored value the site no longer offers shows the plain avatar.
 */
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('a member picks one of 9 icons: on the member home and in the header, after a reload too', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/m/member/home');
  const avatar = page.getByRole('button', { name: 'Change profile icon' });
  await expect(avatar).toBeVisible();
  await expect(page.getByTestId('header-profile-icon')).toHaveCount(0);
  await avatar.click();
  const picker = page.getByRole('dialog', { name: 'Choose a profile icon' });
  await expect(picker.getByRole('button', { name: /^Icon \d+$/ })).toHaveCount(9);
  await picker.getByRole('button', { name: 'Icon 4', exact: true }).click();
  await expect(picker).toHaveCount(0);

  const shown = avatar.locator('[data-profile-icon]');
  const header = page.getByTestId('header-profile-icon').locator('[data-profile-icon]');
  await expect(shown).toHaveAttribute('data-profile-icon', '4');
  await expect(header).toHaveAttribute('data-profile-icon', '4');
  expect(await page.evaluate(() => localStorage.getItem('profile_icon'))).toBe('{"demo01":4}');

  await page.reload();
  await expect(shown).toHaveAttribute('data-profile-icon', '4');
  await expect(header).toHaveAttribute('data-profile-icon', '4');
  // The picker marks the one in use.
  await avatar.click();
  await expect(picker.getByRole('button', { name: 'Icon 4', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the site’s PROFILE_ICON_COUNT sets how many; a kept icon beyond it shows the plain avatar', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { gw: { PROFILE_ICON_COUNT: 12 } } });
  await signIn(page);
  await page.goto('/m/member/home');
  const avatar = page.getByRole('button', { name: 'Change profile icon' });
  await avatar.click();
  const picker = page.getByRole('dialog', { name: 'Choose a profile icon' });
  await expect(picker.getByRole('button', { name: /^Icon \d+$/ })).toHaveCount(12);
  await picker.getByRole('button', { name: 'Icon 12', exact: true }).click();
  await expect(avatar.locator('[data-profile-icon]')).toHaveAttribute('data-profile-icon', '12');

  // The site now offers 5: icon 12 is gone, the avatar is the plain figure again.
  await sandbox.patchMerchant({ status: { gw: { PROFILE_ICON_COUNT: 5 } } });
  await page.reload();
  await expect(avatar).toBeVisible();
  await expect(avatar.locator('[data-profile-icon]')).toHaveCount(0);
  await expect(page.getByTestId('header-profile-icon')).toHaveCount(0);
});

test('a stored value of the wrong shape is dropped when read and the page still works', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('profile_icon', '{"demo01":"4"}'));
  await page.goto('/m/member/home');
  const avatar = page.getByRole('button', { name: 'Change profile icon' });
  await expect(avatar).toBeVisible();
  await expect(avatar.locator('[data-profile-icon]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('profile_icon'))).toBeNull();
});
