/** The steps the passkey specs share: adding one through the member centre, leaving the session. */
import type { Page } from '@playwright/test';
import { PasskeyApi } from '@wps/contract/passkeys';
import { Demo } from '@wps/contract/paths';
import { expect, forgetStoredSession } from '../support/fixtures';

/** From a member's page session: the passkeys page, Add, the password again, the device's sheet. */
export async function addPasskey(page: Page) {
  await page.goto('/m/member/passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel('Password').fill(Demo.password);
  const added = page.waitForResponse((r) => r.url().endsWith(PasskeyApi.registerFinish));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect((await (await added).json()).success).toBe(true);
  await expect(page.getByRole('listitem').filter({ hasText: 'Android · Chrome' })).toBeVisible();
}

/** Logs out without the app (the stored session goes), then opens the login page. */
export async function toLoginPage(page: Page) {
  await forgetStoredSession(page);
  await page.goto('/m/login');
}

/** The answer of the next passkey sign-in's finish call. */
export function nextSignInAnswer(page: Page) {
  return page
    .waitForResponse((r) => r.url().endsWith(PasskeyApi.loginFinish))
    .then((r) => r.json() as Promise<{ success: boolean; errorCode?: string }>);
}
