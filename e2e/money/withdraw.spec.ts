/**
 * Withdrawal (/m/withdraw): no account leads to adding one; money moves from
 * available to pending; the operator approves or rejects through the control API and the player
 * sees each outcome; more than available is refused with the typed amount kept.
 */
import { expect, test } from '../support/fixtures';
import { violationsInBothThemes, memberOnDarkSite } from '../support/in-app';
import { signIn } from '../support/sign-in';
import { addBankAccount, decideNewestWithdrawal, NO_HOLD } from '../support/money';

// These tests withdraw to the account they have just added: the 24 h hold has its own spec.
test.beforeEach(async ({ sandbox }) => {
  await sandbox.patchMerchant(NO_HOLD);
});

test('a withdrawal moves money to pending, then an approval pays it out', async ({
  page,
  request,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/withdraw');
  await expect(
    page.getByRole('heading', { name: 'Add a bank account or a Pix key to withdraw.' }),
  ).toBeVisible();
  await addBankAccount(page);
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();
  await expect(page.getByTestId('account-masked')).toHaveText('•••• 7890');

  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    page.getByText('Withdrawal of ₱200.00 requested. It is pending until it is paid out.'),
  ).toBeVisible();
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱1,050.50');
  await expect(page.getByTestId('withdraw-pending')).toHaveText('₱200.00');
  const list = page.getByTestId('withdrawals');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Pending');

  await decideNewestWithdrawal(request, sandbox.url, 'approve');
  await page.reload();
  await expect(list.getByRole('listitem').first()).toContainText('Paid out');
  await expect(page.getByTestId('withdraw-pending')).toHaveText('₱0.00');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱1,050.50');
  await expect(page.getByTestId('header-balance')).toContainText('₱1,050.50');
});

test('a rejected withdrawal returns the money to the balance', async ({
  page,
  request,
  sandbox,
}) => {
  await signIn(page);
  await addBankAccount(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱950.50');

  await decideNewestWithdrawal(request, sandbox.url, 'reject');
  await page.reload();
  const first = page.getByTestId('withdrawals').getByRole('listitem').first();
  await expect(first).toContainText('Rejected, money returned');
  await expect(first).toContainText('₱300.00');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱1,250.50');
  await expect(page.getByTestId('withdraw-pending')).toHaveText('₱0.00');
});

test('more than is available is refused with a clear message and the amount kept', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await addBankAccount(page);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('2000');
  await expect(page.getByText('You can withdraw at most ₱1,250.50.')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(amount).toHaveValue('2000');

  // The server checks too: the balance drops behind the page's back, the form still allows 1000.
  await sandbox.patchMember('demo01', { balance: 500 });
  await amount.fill('1000');
  await expect(page.getByText('You can withdraw at most')).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your balance is lower than this amount.')).toBeVisible();
  await expect(amount).toHaveValue('1000');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱500.00');
});

// One load for both themes: the theme is switched in place (e2e/support/in-app.ts).
test('the withdrawal page has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  await memberOnDarkSite(page, sandbox);
  await addBankAccount(page);
  await page.goto('/m/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await expect(page.getByText('You can withdraw at most ₱1,250.50.')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
