/**
 * /m/mall/mallHome: items bought with points. A redemption takes points and
 * stock (a CASH item pays into the balance), is posted once for a double tap, and a refusal is
 * explained inside the dialog, which keeps the quantity chosen.
 */
import type { Page } from '@playwright/test';
import { LoyaltyApi } from '@wps/contract/loyalty';
import { expect, test, type Sandbox } from '../support/fixtures';
import { violationsInBothThemes, memberOnDarkSite } from '../support/in-app';
import { signIn } from '../support/sign-in';

const itemRow = (page: Page, name: string) =>
  page.getByTestId('mall-item').filter({ has: page.getByText(name, { exact: true }) });
const redeemPosts = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter((r) => r.method === 'POST' && r.path === LoyaltyApi.redeem);

async function openRedeem(page: Page, name: string) {
  await itemRow(page, name).getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${name}` });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    quantity: dialog.getByRole('spinbutton', { name: 'Quantity' }),
    more: dialog.getByRole('button', { name: 'One more' }),
    fewer: dialog.getByRole('button', { name: 'One fewer' }),
    confirm: dialog.getByRole('button', { name: 'Confirm redemption' }),
  };
}

test('a redemption takes points and stock, and a cash item raises the balance', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', { points: 2000 });
  await signIn(page);
  await page.goto('/m/member/home');
  await page
    .getByRole('navigation', { name: 'My areas' })
    .getByRole('link', { name: 'Point market' })
    .click();
  await expect(page).toHaveURL(/\/m\/mall\/mallHome$/);
  await expect(page.getByTestId('points-balance')).toHaveText('2,000 points');
  const bonus = itemRow(page, '₱50 bonus');
  await expect(bonus).toContainText('Paid into your balance at once.');
  await expect(bonus).toContainText('500 points');
  await expect(bonus).toContainText('cash bonus ₱50.00');
  await expect(bonus.getByTestId('mall-stock')).toHaveText('100 left');
  const mug = itemRow(page, 'Lucky mug');
  await expect(mug.getByTestId('mall-stock')).toHaveText('Sold out');
  await expect(mug.getByRole('button', { name: 'Redeem' })).toBeDisabled();

  const redeem = await openRedeem(page, '₱50 bonus');
  await expect(redeem.quantity).toHaveValue('1');
  await expect(redeem.fewer).toBeDisabled();
  await redeem.more.click();
  await expect(redeem.quantity).toHaveValue('2');
  await expect(redeem.dialog.getByTestId('redeem-total')).toHaveText('Total: 1,000 points');
  await redeem.confirm.click();
  await expect(redeem.dialog).toHaveCount(0);
  const redeemed = page.getByTestId('redeemed');
  await expect(redeemed).toContainText('Redeemed: ₱50 bonus × 2.');
  await expect(redeemed).toContainText('You now have 1,000 points.');
  await expect(page.getByTestId('points-balance')).toHaveText('1,000 points');
  await expect(bonus.getByTestId('mall-stock')).toHaveText('98 left');
  // ₱1,250.50 and 2 × ₱50.00.
  await expect(page.getByTestId('header-balance')).toContainText('₱1,350.50');
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('₱1,350.50');

  // Both ledgers list it: the cash in the money tab, the points in the points tab.
  await page.goto('/m/member/transactions');
  const money = page.getByTestId('transactions').getByRole('listitem');
  await expect(money.first()).toContainText('Redemption');
  await expect(money.first()).toContainText('+₱100.00');
  await page.getByRole('tab', { name: 'Points' }).click();
  const points = page.getByTestId('points-entries').getByRole('listitem');
  await expect(points.first()).toContainText('Redemption');
  await expect(points.first()).toContainText('-1,000 points');
  await expect(points.first()).toContainText('₱50 bonus');
  await expect(points.first()).toContainText('Points after: 1,000 points');
});

test('the quantity stays between 1 and 10 and within the stock left', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/mall/mallHome');
  const jersey = await openRedeem(page, 'Team jersey');
  for (let i = 0; i < 4; i++) await jersey.more.click();
  await expect(jersey.quantity).toHaveValue('5');
  await expect(jersey.more).toBeDisabled();
  // Escape closes the dialog and gives focus back to its Redeem button.
  await page.keyboard.press('Escape');
  await expect(jersey.dialog).toHaveCount(0);
  await expect(itemRow(page, 'Team jersey').getByRole('button', { name: 'Redeem' })).toBeFocused();

  const bonus = await openRedeem(page, '₱50 bonus');
  await bonus.quantity.fill('12');
  await expect(bonus.quantity).toHaveValue('10');
  await expect(bonus.more).toBeDisabled();
  await expect(bonus.dialog.getByTestId('redeem-total')).toHaveText('Total: 5,000 points');
  await bonus.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(bonus.dialog).toHaveCount(0);
});

test('a redemption short of points is refused with the figures and the dialog keeps the quantity', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/mall/mallHome');
  await expect(page.getByTestId('points-balance')).toHaveText('120 points');
  const redeem = await openRedeem(page, '₱50 bonus');
  await redeem.more.click();
  await redeem.confirm.click();
  await expect(redeem.dialog.getByRole('alert')).toHaveText(
    'You need 880 more points: this costs 1,000 points and you have 120 points.',
  );
  await expect(redeem.dialog).toBeVisible();
  await expect(redeem.quantity).toHaveValue('2');
  await expect(page.getByTestId('points-balance')).toHaveText('120 points');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  for (const [errorCode, text] of [
    ['item.out.of.stock', 'Not enough of this item is left. Choose a smaller quantity.'],
    ['item.quantity.invalid', 'Choose a quantity from 1 to 10.'],
  ] as const) {
    await sandbox.setFaults([
      {
        path: LoyaltyApi.redeem,
        method: 'POST',
        times: 1,
        body: JSON.stringify({ success: false, errorCode, message: 'Refused' }),
      },
    ]);
    await redeem.confirm.click();
    await expect(redeem.dialog.getByRole('alert')).toHaveText(text);
    await expect(redeem.quantity).toHaveValue('2');
  }
});

test('a double tap on confirm creates one redemption', async ({ page, sandbox }) => {
  await sandbox.patchMember('demo01', { points: 2000 });
  await signIn(page);
  await page.goto('/m/mall/mallHome');
  const redeem = await openRedeem(page, '₱50 bonus');
  await redeem.confirm.dblclick();
  await expect(page.getByTestId('redeemed')).toContainText('Redeemed: ₱50 bonus × 1.');
  await expect(page.getByTestId('points-balance')).toHaveText('1,500 points');
  await expect(itemRow(page, '₱50 bonus').getByTestId('mall-stock')).toHaveText('99 left');
  expect(await redeemPosts(sandbox)).toHaveLength(1);
});

// One load for both themes: the theme is switched in place (e2e/support/in-app.ts).
test('the point market and its dialog have no serious axe violation (dark and light)', async ({
  page,
  sandbox,
}) => {
  test.slow(); // axe four times: two states, each in both themes
  await memberOnDarkSite(page, sandbox, '/m/mall/mallHome');
  await expect(page.getByTestId('mall-item').first()).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
  const redeem = await openRedeem(page, '₱50 bonus');
  await redeem.confirm.click();
  await expect(redeem.dialog.getByRole('alert')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
