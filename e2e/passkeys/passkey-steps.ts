/** The steps the passkey specs share: adding one through the member centre, leaving the session. */
import type { Page } from '@playwright/test';
import { PasskeyApi } from '@wps/contract/passkeys';
import { Demo } from '@wps/contract/paths';
import { expect, forgetStoredSession } from '../support/fixtures';

/** The payout accounts' step-up dialog, which adding a passkey opens (removing one names it). */
export const stepUpDialog = (page: Page, name = 'Confirm it is you') =>
  page.getByRole('dialog', { name });

/**
 * From a member's page session: the passkeys page, Add, the step-up (the password, or `code` for
 * a member with an authenticator), the device's sheet.
 */
export async function addPasskey(page: Page, code?: string) {
  await page.goto('/m/member/passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = stepUpDialog(page);
  if (code) await dialog.getByLabel('Authenticator code').fill(code);
  else await dialog.getByLabel('Password', { exact: true }).fill(Demo.password);
  const added = page.waitForResponse((r) => r.url().endsWith(PasskeyApi.registerFinish));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
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
