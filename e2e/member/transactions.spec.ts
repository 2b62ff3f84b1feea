/**
 * /m/member/transactions (beyond the spec): the ledger newest first, a page of 20 at
 * a time, filtered by type; reached from the member menu.
 */
import { MoneyApi } from '@wps/contract/money';
import { seriousViolations } from '../support/axe';
import { violationsInBothThemes } from '../support/in-app';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('the ledger pages by 20 and filters by type', async ({ page, sandbox }) => {
  await signIn(page);
  // 21 adjustments on top of the opening balance: 22 entries.
  for (let i = 1; i <= 21; i++) await sandbox.patchMember('demo01', { balance: 1000 + i });
  // A voucher claimed as the app claims it (the member's own token).
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
  );
  const claimed = await page.request.post(sandbox.url + MoneyApi.voucher, {
    headers: { Authorization: token, Merchant: 'demo' },
    data: { code: 'WELCOME100', idempotencyKey: 'e2e-transactions-voucher' },
  });
  expect((await claimed.json()).success).toBe(true);

  await page.goto('/m/member/home');
  await page
    .getByRole('navigation', { name: 'My areas' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/transactions$/);
  const rows = page.getByTestId('transactions').getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('transactions-shown')).toHaveText('Showing 20 of 23');
  // Newest first: the voucher, +₱100.00, and the balance it left.
  await expect(rows.first()).toContainText('Voucher');
  await expect(rows.first()).toContainText('+₱100.00');
  await expect(rows.first()).toContainText('₱1,121.00');
  await expect(rows.first()).toContainText('WELCOME100');

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(23);
  await expect(page.getByTestId('transactions-shown')).toHaveText('Showing 23 of 23');
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // The last adjustment took money out: -₱249.50 from the opening ₱1,250.50.
  await expect(rows.nth(21)).toContainText('-₱249.50');

  await page.getByLabel('Type').selectOption({ label: 'Voucher' });
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('transactions-shown')).toHaveText('Showing 1 of 1');
  await page.getByLabel('Type').selectOption({ label: 'Withdrawal' });
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
});

test('the transactions page has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await sandbox.patchMember('demo01', { balance: 10 });
  await page.goto('/m/member/transactions');
  await expect(page.getByTestId('transactions').getByRole('listitem')).toHaveCount(2);
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});

test('the points tab lists the points ledger newest first, 20 at a time', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  // 21 adjustments on top of the opening 120 points: 22 entries.
  for (let i = 1; i <= 21; i++) await sandbox.patchMember('demo01', { points: 120 + i * 10 });
  await page.goto('/m/member/transactions');
  // The money ledger stays the default; the arrow keys move to the points (WAI-ARIA tabs).
  const moneyTab = page.getByRole('tab', { name: 'Money' });
  await expect(moneyTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('transactions')).toBeVisible();
  await moneyTab.focus();
  await page.keyboard.press('ArrowRight');
  const pointsTab = page.getByRole('tab', { name: 'Points' });
  await expect(pointsTab).toHaveAttribute('aria-selected', 'true');
  await expect(pointsTab).toBeFocused();

  const rows = page.getByTestId('points-entries').getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('points-shown')).toHaveText('Showing 20 of 22');
  await expect(rows.first()).toContainText('Adjustment');
  await expect(rows.first()).toContainText('+10 points');
  await expect(rows.first()).toContainText('Points after: 330 points');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(22);
  await expect(page.getByTestId('points-shown')).toHaveText('Showing 22 of 22');
  // The oldest: the opening 120 points.
  await expect(rows.last()).toContainText('+120 points');
  expect(await seriousViolations(page)).toEqual([]);
});
