/**
 * The firebase SMS path (spec §4 "SMS send", status.smsProvider.firebase): the identity
 * provider sends and checks the code, the countdown is 60 s, and the SMS login and the
 * two-factor SMS check carry the provider's token.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Sandbox } from '../support/fixtures';

type Logged = { path: string; body?: Record<string, unknown> };

async function latestCode(page: Page, sandbox: Sandbox, number: string): Promise<string> {
  const sms = (await (await page.request.get(`${sandbox.url}/sandbox/sms`)).json()).value as {
    mobileNum: string;
    code: string;
  }[];
  return sms.find((s) => s.mobileNum.endsWith(number))?.code ?? '';
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.patchMerchant({ status: { smsProvider: { firebase: true } } });
});

test('SMS login: the provider sends the code, 60 s countdown, its token logs in', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'With SMS' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in (59|60) s/);
  await page
    .getByRole('textbox', { name: 'SMS code' })
    .fill(await latestCode(page, sandbox, '9171234567'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const requests = (await sandbox.requests()) as unknown as Logged[];
  expect(requests.map((r) => r.path)).not.toContain('/wps/verification/sms/noLogin');
  const login = requests.find((r) => r.path === '/wps/session/login');
  expect(login?.body).toMatchObject({
    type: 'sms',
    username: '+639171234567',
    // The request log keeps a token's length only.
    firebaseIdToken: expect.stringMatching(/^<redacted \d+>$/),
  });
});

test('a wrong code is refused by the provider with its code and reason', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'With SMS' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toBeDisabled();
  const code = await latestCode(page, sandbox, '9171234567');
  await page
    .getByRole('textbox', { name: 'SMS code' })
    .fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('The code is wrong. Check it and try again.');
  await expect(notice).toContainText('Code: auth/invalid-verification-code');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9171234567');
  const requests = (await sandbox.requests()) as unknown as Logged[];
  expect(requests.map((r) => r.path)).not.toContain('/wps/session/login');
});

test('the two-factor SMS tab proves the code with the provider token', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('secure01');
  await page.getByLabel('Password', { exact: true }).fill('secure123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Verify it's you" });
  await dialog.getByRole('tab', { name: 'SMS' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('9170000001');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in (59|60) s/ })).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'SMS code' })
    .fill(await latestCode(page, sandbox, '9170000001'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const requests = (await sandbox.requests()) as unknown as Logged[];
  const verification = requests.find((r) => r.path === '/wps/session/login/verification');
  expect(verification?.body).toMatchObject({
    method: 'S',
    // The request log keeps a token's length only.
    firebaseIdToken: expect.stringMatching(/^<redacted \d+>$/),
  });
});
