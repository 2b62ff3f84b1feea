/**
 * The login and registration modals (spec §2, §4): opened over the page, closed by Escape with
 * focus back on the opener, switched between, and closed by a successful login or registration.
 */
import { Demo } from '@wps/contract/paths';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test('the registration modal registers over the home page and closes', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/home');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('textbox', { name: 'Username' }).fill('modal01x');
  await dialog.getByLabel('Password', { exact: true }).fill('abc123');
  await dialog.getByLabel('Confirm password').fill('abc123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /modal01x/ })).toBeVisible();
  expect((await sandbox.requests()).map((r) => r.path)).toContain('/wps/member/register');
});

test('Escape closes the modal and returns focus; the modals switch into each other', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  const opener = page.getByRole('main').getByRole('button', { name: 'Sign up' });
  await opener.click();
  const register = page.getByRole('dialog', { name: 'Sign up' });
  await expect(register).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(register).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await register.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Sign up now' }).click();
  await expect(register).toBeVisible();
  await register.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeVisible();
  await login.getByLabel('Username').fill(Demo.userName);
  await login.getByLabel('Password', { exact: true }).fill(Demo.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: Demo.userName })).toBeVisible();
});

test('axe finds no serious violation in the registration modal with its social buttons', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await page.goto('/m/home');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
});

test('axe finds no serious violation in the login-choice dialog, and Escape closes it', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { FIREBASECREATEACC3: true } } });
  await page.goto('/m/login');
  const popup = page.waitForEvent('popup');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await google.click();
  await (await popup).getByRole('button', { name: 'New player' }).click();
  // Browsers give the window back its focus when the popup closes; headless needs telling.
  await page.bringToFront();
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(dialog.getByRole('button', { name: 'Log in to an existing account' })).toBeFocused();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(google).toBeFocused();
});
