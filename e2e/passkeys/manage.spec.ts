/**
 * The member's passkeys page, in Chromium with its virtual authenticator: adding one (after the
 * password again) forgets the remembered password and says so; removing one; axe on the page and
 * its dialog; nothing about passkeys where the site or the browser has none.
 */
import { Demo } from '@wps/contract/paths';
import { seriousViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';
import { addPasskey } from './passkey-steps';
import { addAuthenticator, offerPasskeys } from './virtual-authenticator';

test('adding a passkey replaces the remembered password, and says so', async ({
  page,
  baseURL,
}) => {
  await offerPasskeys(page, baseURL!);
  const authenticator = await addAuthenticator(page);
  await logIn(page, Demo.userName, Demo.password, true); // the password sealed on this device
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).not.toBeNull();

  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  // A wrong password is told in the dialog; no ceremony starts.
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await dialog.getByLabel('Password').fill(Demo.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('The password saved on this device was removed')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
  const item = page.getByRole('listitem').filter({ hasText: 'Android · Chrome' });
  await expect(item).toContainText('Not used yet');
  expect(await authenticator.credentials()).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('removing a passkey asks for the password again', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  await page.getByRole('button', { name: 'Remove Android · Chrome' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Android · Chrome?' });
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await dialog.getByLabel('Password').fill(Demo.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});

test('in Urdu the page reads right to left', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/member/passkeys');
  await expect(page.getByRole('button', { name: 'پاس کی شامل کریں' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page)).toEqual([]);
});

test('where the site or the browser has no passkeys, nothing about them shows', async ({
  page,
  baseURL,
}) => {
  // The site's switch is off (the spec's product).
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passkeys' })).toHaveCount(0);
  await page.goto('/m/icon.svg');
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await networkQuiet(page);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);

  // The site offers them, the browser has no WebAuthn.
  await offerPasskeys(page, baseURL!);
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await networkQuiet(page);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
});

test('wrong passwords before adding a passkey lock like the payout step-up, and say until when', async ({
  page,
  baseURL,
}) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await page.goto('/m/member/passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  const field = dialog.getByLabel('Password');
  for (let n = 1; n <= 4; n += 1) {
    await field.fill(`wrong-${n}`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  }
  await field.fill('wrong-5');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/^Too many wrong tries\. Try again at .+\.$/)).toBeVisible();
  // Locked: the right password opens nothing until the window ends.
  await field.fill(Demo.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/^Too many wrong tries/)).toBeVisible();
  await expect(dialog).toBeVisible();
});
