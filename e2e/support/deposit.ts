/**
 * A deposit paid end to end on /m/voucherCenter: the amount typed, Pay tapped, the payment page
 * (a new tab) closed, and the order paid on the operator's side through the control API. The
 * player is back on the visible page, whose order poll runs only while it is shown.
 */
import { expect, type Page } from '@playwright/test';
import { MoneyApi, SandboxMoneyApi, type DepositOrder } from '@wps/contract/money';
import type { Sandbox } from './fixtures';

export async function payDeposit(
  page: Page,
  sandbox: Sandbox,
  amount: string,
): Promise<DepositOrder> {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const posted = page.waitForResponse((r) => r.url().endsWith(MoneyApi.deposit));
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const order = ((await (await posted).json()) as { value: DepositOrder }).value;
  await (await opened).close();
  await page.bringToFront();
  const paid = await page.request.post(sandbox.url + SandboxMoneyApi.payOrder(order.orderId));
  expect(paid.ok()).toBe(true);
  return order;
}
