/**
 * Step-up before money leaves (contract "Step-up"): adding a payout account asks for the
 * password again in a dialog over the form, which keeps what was typed; a wrong password is
 * said in the player's words; five wrong tries lock the member, even against the right one; a
 * member with an authenticator gives its code. The sandbox refuses a bare token, whatever the
 * page does. A new account takes no withdrawal for 24 hours, and the player reads until when.
 */
import type { APIRequestContext } from '@playwright/test';
import { MoneyApi } from '@wps/contract/money';
import { NEW_ACCOUNT_HOLD_MS } from '@wps/contract/wallet';
import { seriousViolations } from '../support/axe';
import { memberOnDarkSite, violationsInBothThemes } from '../support/in-app';
import { Demo } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import {
  addBankAccount,
  confirmWithPassword,
  fillBankAccount,
  stepUpDialog,
} from '../support/money';
import { moveSandboxClock, pageTime } from '../support/safer-gambling';
import { signIn } from '../support/sign-in';

/** A call as a stolen token would make it: the token and nothing else. */
function withToken(request: APIRequestContext, token: string) {
  const headers = { Authorization: token, Merchant: Demo.merchant };
  return {
    post: async (path: string, data: object) =>
      (await (await request.post(path, { headers, data })).json()) as {
        success: boolean;
        errorCode?: string;
        value?: { heldUntil?: number; id?: string };
      },
    accounts: async () =>
      (
        (await (await request.get(MoneyApi.accountSummary, { headers })).json()) as {
          value: { fullBankCardList: unknown[]; fullEWalletList: unknown[] };
        }
      ).value,
  };
}

const CARD = { bankCode: 'BDO', holderName: 'Mallory Thief', accountNumber: '9999888877' };

test('a bare token cannot add a bank card or a Pix key, nor cash out to a new account', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  const { token } = await signIn(page);
  const thief = withToken(page.request, token);
  expect(await thief.post(MoneyApi.bankCard, CARD)).toMatchObject({
    success: false,
    errorCode: 'step.up.required',
  });
  expect(
    await thief.post(MoneyApi.pixKey, { keyType: 'CPF', key: '52998224725', holderName: 'Mal' }),
  ).toMatchObject({ success: false, errorCode: 'step.up.required' });
  expect(await thief.accounts()).toMatchObject({ fullBankCardList: [], fullEWalletList: [] });

  // With the password too, the new account still takes no withdrawal for 24 hours.
  const added = await thief.post(MoneyApi.bankCard, { ...CARD, stepUp: { password: 'demo123' } });
  expect(added.success).toBe(true);
  const held = await thief.post(MoneyApi.withdraw, {
    accountId: added.value?.id,
    amountMinor: 100000,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(held).toMatchObject({ success: false, errorCode: 'withdraw.account.held' });
});

test('the password again in a dialog over the form: wrong, then right', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await fillBankAccount(page, '0099-8877-66');
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  // An empty field is caught at once; a wrong password by the server, in the player's words.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter your password.');
  await confirmWithPassword(page, 'wrong-password');
  await expect(dialog.getByRole('alert')).toHaveText('The password is wrong. Tries left: 4.');
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  // Cancelled, the form is as the player left it, and nothing was saved.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('0099-8877-66');
  await expect(page.getByRole('textbox', { name: 'Account holder name' })).toHaveValue(
    'Juan Dela Cruz',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmWithPassword(page);
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByTestId('account-masked')).toHaveText('•••• 7766');
});

test('a Pix key asks for the password too', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/securityCenter/addBankCardPix');
  await page.getByRole('radio', { name: 'CPF', exact: true }).check();
  await page.getByRole('textbox', { name: 'Pix key' }).fill('529.982.247-25');
  await page.getByRole('textbox', { name: 'Account holder name' }).fill('Ana Souza');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmWithPassword(page);
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByTestId('account-masked')).toHaveText('•••• 4725');
});

test('five wrong tries lock the step-up, even against the right password', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await fillBankAccount(page);
  const dialog = stepUpDialog(page);
  for (const left of [4, 3, 2, 1]) {
    await confirmWithPassword(page, `wrong${left}`);
    await expect(dialog.getByRole('alert')).toHaveText(
      `The password is wrong. Tries left: ${left}.`,
    );
  }
  const locked = page.waitForResponse((r) => r.url().endsWith(MoneyApi.bankCard));
  await confirmWithPassword(page, 'wrong0');
  const { value } = (await (await locked).json()) as { value: { retryAt: number } };
  const time = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(at),
    value.retryAt,
  );
  await expect(dialog.getByRole('alert')).toHaveText(`Too many wrong tries. Try again at ${time}.`);
  await confirmWithPassword(page);
  await expect(dialog.getByRole('alert')).toContainText('Too many wrong tries.');
  await expect(page).toHaveURL(/addBankCard$/);
});

test('a player with an authenticator confirms with its code', async ({ page, sandbox }) => {
  await signIn(page);
  await sandbox.patchMember('demo01', { twoFactor: ['ga'], gaCode: '246810' });
  await fillBankAccount(page);
  const dialog = stepUpDialog(page);
  const code = dialog.getByLabel('Authenticator code');
  await code.fill('111111');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The code is wrong. Tries left: 4.');
  await code.fill('246810');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
});

test('the first withdrawal to a new account is held 24 hours, with the time it ends', async ({
  page,
  request,
  sandbox,
}) => {
  await signIn(page);
  await addBankAccount(page);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('200');
  const answer = page.waitForResponse((r) => r.url().endsWith(MoneyApi.withdraw));
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const { value } = (await (await answer).json()) as { value: { heldUntil: number } };
  const until = await pageTime(page, new Date(value.heldUntil).toISOString());
  await expect(page.getByRole('alert')).toHaveText(
    `For your safety, a new account takes withdrawals 24 hours after it is added. You can withdraw to this account from ${until}.`,
  );
  await expect(amount).toHaveValue('200');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱1,250.50');
  await expect(page.getByTestId('withdraw-pending')).toHaveText('₱0.00');

  await moveSandboxClock(request, sandbox.url, NEW_ACCOUNT_HOLD_MS + 60_000);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    page.getByText('Withdrawal of ₱200.00 requested. It is pending until it is paid out.'),
  ).toBeVisible();
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱1,050.50');
});

test('the step-up dialog, with its refusal, has no serious axe violation in either theme', async ({
  page,
  sandbox,
}) => {
  test.slow(); // axe twice, one per theme
  await memberOnDarkSite(page, sandbox);
  await fillBankAccount(page);
  await confirmWithPassword(page, 'wrong-password');
  await expect(stepUpDialog(page).getByRole('alert')).toContainText('The password is wrong.');
  expect(await violationsInBothThemes(page, 'dialog[open]')).toEqual({ dark: [], light: [] });
});
