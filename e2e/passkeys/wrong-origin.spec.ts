/**
 * A page of an origin the site does not serve, under the same relying-party id, gets a real
 * signature from the phone for its own origin: the server refuses it. (A sibling subdomain such
 * as evil.localhost is stopped by Chromium itself, which refuses the rpId there; the plain-http
 * page of a site that serves https only is not, so it is the server's check that is tested.)
 */
import { PasskeyErrorCode } from '@wps/contract/passkeys';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addPasskey, nextSignInAnswer, toLoginPage } from './passkey-steps';
import { addAuthenticator, offerPasskeys } from './virtual-authenticator';

test('a passkey used from another origin is refused', async ({ page, baseURL }) => {
  await offerPasskeys(page, baseURL!);
  await addAuthenticator(page);
  await signIn(page);
  await addPasskey(page);
  const site = new URL(baseURL!);
  // The site now serves its pages on https only: this http page is another origin.
  await offerPasskeys(page, baseURL!, [`https://${site.hostname}`]);
  const answer = nextSignInAnswer(page);
  await toLoginPage(page);
  expect(await answer).toMatchObject({ errorCode: PasskeyErrorCode.originMismatch });
  await expect(page.getByRole('alert')).toHaveText(/could not be used/);
  await expect(page).toHaveURL(/\/m\/login$/);
});
