/**
 * The member's passkeys page, in Chromium with its virtual authenticator: adding one (after the
 * payout accounts' step-up: the password again, or the authenticator code) forgets the remembered
 * password and says so; removing one; the sandbox refusing a bare token; the shared lock; axe on
 * the page and its dialog; nothing about passkeys where the site or the browser has none.
 */
import { PasskeyApi } from '@wps/contract/passkeys';
import { Demo } from '@wps/contract/paths';
import { seriousViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';
import { addPasskey, stepUpDialog } from './passkey-steps';
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
  const dialog = stepUpDialog(page);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  // A wrong password is told in the dialog, which keeps it; no ceremony starts. The body is the
  // payout accounts' plain JSON `stepUp`, not a sealed post.
  const field = dialog.getByLabel('Password', { exact: true });
  await field.fill('wrong-password');
  const sent = page.waitForRequest((r) => r.url().endsWith(PasskeyApi.registerBegin));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const begin = await sent;
  expect(begin.postDataJSON()).toEqual({ stepUp: { password: 'wrong-password' } });
  expect(begin.headers()['encryption']).toBeUndefined();
  await expect(dialog.getByRole('alert')).toHaveText('The password is wrong. Tries left: 4.');
  await expect(field).toHaveValue('wrong-password');
  expect(await authenticator.credentials()).toHaveLength(0);
  await field.fill(Demo.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

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
  const dialog = stepUpDialog(page, 'Remove Android · Chrome?');
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is wrong. Tries left: 4.');
  await dialog.getByLabel('Password', { exact: true }).fill(Demo.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});

test('a member with an authenticator adds one with its code, not the password', async ({
  page,
  baseURL,
  sandbox,
}) => {
  await offerPasskeys(page, baseURL!);
  const authenticator = await addAuthenticator(page);
  await signIn(page);
  await sandbox.patchMember(Demo.userName, { twoFactor: ['ga'], gaCode: '246810' });
  await page.goto('/m/member/passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = stepUpDialog(page);
  const code = dialog.getByLabel('Authenticator code');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await code.fill('111111');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The code is wrong. Tries left: 4.');
  expect(await authenticator.credentials()).toHaveLength(0);
  await code.fill('246810');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Android · Chrome' })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
});

test('the sandbox refuses a bare token to add or remove a passkey', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  const { token } = await signIn(page);
  await addPasskey(page);
  // As a stolen token would call: the token and nothing else, whatever the page does.
  const headers = { Authorization: token, Merchant: Demo.merchant };
  const post = async (path: string, data: object) =>
    (await (await page.request.post(path, { headers, data })).json()) as object;
  const listed = async () =>
    (
      (await (await page.request.get(PasskeyApi.list, { headers })).json()) as {
        value: { id: string }[];
      }
    ).value;
  const [passkey] = await listed();
  expect(await post(PasskeyApi.registerBegin, {})).toMatchObject({
    success: false,
    errorCode: 'step.up.required',
  });
  expect(await post(PasskeyApi.remove, { id: passkey?.id })).toMatchObject({
    success: false,
    errorCode: 'step.up.required',
  });
  expect(await listed()).toHaveLength(1);
  expect(
    await post(PasskeyApi.remove, { id: passkey?.id, stepUp: { password: Demo.password } }),
  ).toEqual({ success: true, value: true });
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
  const dialog = stepUpDialog(page);
  const field = dialog.getByLabel('Password', { exact: true });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  for (const left of [4, 3, 2, 1]) {
    await field.fill(`wrong${left}`);
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `The password is wrong. Tries left: ${left}.`,
    );
  }
  const locked = page.waitForResponse((r) => r.url().endsWith(PasskeyApi.registerBegin));
  await field.fill('wrong0');
  await confirm.click();
  const { value } = (await (await locked).json()) as { value: { retryAt: number } };
  const time = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(at),
    value.retryAt,
  );
  await expect(dialog.getByRole('alert')).toHaveText(`Too many wrong tries. Try again at ${time}.`);
  // Locked: the right password opens nothing until the window ends.
  await field.fill(Demo.password);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toContainText('Too many wrong tries.');
  await expect(dialog).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});
