/**
 * Signing in with a passkey on /m/login against the sandbox, in Chromium with its virtual
 * authenticator: through the autofill and the button, a cancel that says nothing, and the
 * refusals (a removed passkey, another origin, a replayed assertion, a cloned authenticator).
 */
import { PasskeyApi, PasskeyErrorCode } from '@wps/contract/passkeys';
import { Demo } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addPasskey, nextSignInAnswer, toLoginPage } from './passkey-steps';
import { addAuthenticator, offerPasskeys } from './virtual-authenticator';

const button = 'Sign in with a passkey';

test('signs in through the autofill, with no password remembered', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  const answer = nextSignInAnswer(page);
  await toLoginPage(page); // the autofill is armed as the page opens; the phone answers it
  expect(await answer).toMatchObject({ success: true });
  await expect(page).toHaveURL(/\/m\/home$/);
  const stored = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ userName: Demo.userName });
  expect(await page.evaluate(() => localStorage.getItem('remembered_login'))).toBeNull();
});

test('signs in through the button', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  const first = await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  // The phone leaves and comes back with the passkey once the page is open: the autofill,
  // armed with no authenticator there, is not what answers.
  const [credential] = await first.credentials();
  await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.id });
  await toLoginPage(page);
  await expect(page.getByRole('button', { name: button })).toBeVisible();
  const phone = await addAuthenticator(page);
  await phone.cdp.send('WebAuthn.addCredential', {
    authenticatorId: phone.id,
    credential: credential!,
  });
  const answer = nextSignInAnswer(page);
  await page.getByRole('button', { name: button }).click();
  expect(await answer).toMatchObject({ success: true });
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a cancelled ceremony says nothing and the password form still logs in', async ({
  page,
  baseURL,
}) => {
  await offerPasskeys(page, baseURL!);
  const phone = await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  await phone.cancel(); // the player closes the sheet: NotAllowedError
  let begun = 0;
  page.on('request', (r) => void (r.url().endsWith(PasskeyApi.loginBegin) && begun++));
  await toLoginPage(page); // the autofill is cancelled as well
  await expect.poll(() => begun).toBe(1);
  await page.getByRole('button', { name: button }).click();
  // The button's ceremony ended once the autofill is armed again after it (the third begin).
  await expect.poll(() => begun).toBe(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Username').fill(Demo.userName);
  await page.getByLabel('Password', { exact: true }).fill(Demo.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a removed passkey is refused with a message, and the password form stays', async ({
  page,
  baseURL,
}) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  await page.getByRole('button', { name: 'Remove Android · Chrome' }).click();
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(Demo.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();

  const answer = nextSignInAnswer(page);
  await toLoginPage(page); // the phone still holds it and answers the autofill
  expect(await answer).toMatchObject({ errorCode: PasskeyErrorCode.unknownCredential });
  await expect(page.getByRole('alert')).toHaveText(/no longer registered/);
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByLabel('Username')).toBeEditable();
});

test('an assertion replayed to the server is refused', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  const sent = page.waitForRequest((r) => r.url().endsWith(PasskeyApi.loginFinish));
  await toLoginPage(page);
  const body = (await sent).postDataJSON() as unknown;
  await expect(page).toHaveURL(/\/m\/home$/);
  const replay = await page.request.post(PasskeyApi.loginFinish, {
    data: body,
    headers: { Merchant: Demo.merchant },
  });
  expect(await replay.json()).toMatchObject({ errorCode: PasskeyErrorCode.challengeInvalid });
});

test('a cloned authenticator, its counter behind, is refused', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  const phone = await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  const [credential] = await phone.credentials();
  const first = nextSignInAnswer(page);
  await toLoginPage(page);
  expect(await first).toMatchObject({ success: true });
  // The copy has the same key and an older counter.
  await phone.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: phone.id });
  const clone = await addAuthenticator(page);
  await clone.cdp.send('WebAuthn.addCredential', {
    authenticatorId: clone.id,
    credential: { ...credential!, signCount: 0 },
  });
  const second = nextSignInAnswer(page);
  await toLoginPage(page);
  expect(await second).toMatchObject({ errorCode: PasskeyErrorCode.counterInvalid });
  await expect(page.getByRole('alert')).toHaveText(/could not be used/);
});
