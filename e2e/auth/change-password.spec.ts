/**
 * Changing the password takes the current one (contract "Step-up"): a wrong one is said in the
 * player's words with what was typed kept, the sandbox refuses a bare token, and wrong tries
 * count toward the same lock as the other step-ups.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Api } from '@wps/contract/paths';
import { encryptPost } from '../../sandbox/src/test-support/client-crypto.ts';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** PUT /wps/member/password encrypted as the app sends it, with only the token beside it. */
async function changeWithToken(request: APIRequestContext, token: string, body: object) {
  const modulus = await (await request.get(`${Api.rsaKey}?_=${Date.now()}`)).text();
  const { body: data, headers } = encryptPost(modulus, body);
  const answer = await request.put(Api.memberPassword, {
    data,
    headers: { ...headers, Authorization: token },
  });
  return (await answer.json()) as { success: boolean; errorCode?: string };
}

async function fill(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password').fill(next);
  await page.getByLabel('Confirm password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('a wrong current password is refused in the player’s words; the right one changes it', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { token } = await signIn(page);
  // The sandbox refuses the change without the old password, whatever a page sends.
  expect(await changeWithToken(page.request, token, { newPassword: 'fresh456' })).toMatchObject({
    success: false,
    errorCode: 'bad_request',
  });
  expect(
    await changeWithToken(page.request, token, { oldPassword: 'guess', newPassword: 'fresh456' }),
  ).toMatchObject({ success: false, errorCode: 'member.password.wrong' });

  await page.goto('/m/changePsw');
  await fill(page, 'not-it-1', 'fresh456');
  await expect(page.getByRole('alert')).toHaveText('The current password is wrong.');
  await expect(page.getByLabel('Current password')).toBeFocused();
  await expect(page.getByLabel('New password')).toHaveValue('fresh456');
  await fill(page, 'demo123', 'fresh456');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('five wrong current passwords lock the change, with the time it ends', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/changePsw');
  for (let i = 0; i < 4; i++) {
    await fill(page, `not-it-${i}`, 'fresh456');
    await expect(page.getByRole('alert')).toHaveText('The current password is wrong.');
  }
  await fill(page, 'not-it-4', 'fresh456');
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many wrong tries\. Try again at \d{1,2}:\d{2}\s?[AP]M\.$/,
  );
  await fill(page, 'demo123', 'fresh456');
  await expect(page.getByRole('alert')).toContainText('Too many wrong tries.');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
});
