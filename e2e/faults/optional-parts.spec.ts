/**
 * The login page's extras that load after its form (ui/OptionalPart.tsx): the passkey button
 * and the social sign-in buttons. Where their chunks cannot be had, the form stays as the
 * player left it and still logs in; no error takes the page's place.
 */
import { Api, Demo } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import { offerPasskeys } from '../passkeys/virtual-authenticator';

const EXTRAS = /\/m\/assets\/(PasskeyButton|SocialLogin)-[\w-]+\.js$/;

test('the login form stays usable when the passkey and social chunks cannot load', async ({
  page,
  baseURL,
}) => {
  await offerPasskeys(page, baseURL!);
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  const refused = new Set<string>();
  await page.route(EXTRAS, async (route) => {
    refused.add(new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]!);
    await route.abort('internetdisconnected');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/m/login');
  await page.getByLabel('Username').fill(Demo.userName);
  // Both extras were asked for and refused (the passkey button only where the site offers them).
  await expect.poll(() => [...refused].sort()).toEqual(['PasskeyButton', 'SocialLogin']);
  await expect(page.getByLabel('Username')).toHaveValue(Demo.userName);
  await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);

  await page.getByLabel('Password', { exact: true }).fill(Demo.password);
  const memberAsked = page.waitForResponse((response) => response.url().includes(Api.memberInfo));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await memberAsked;
  expect(errors).toEqual([]);
});
