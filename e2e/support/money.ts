/** Helpers of the money browser tests: the player's steps and the control API. */
import type { APIRequestContext, Page } from '@playwright/test';
import { SandboxMoneyApi, type Withdrawal } from '@wps/contract/money';
import { expect } from './fixtures';

/** The step-up dialog over a form that lets money leave (contract "Step-up"). */
export const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm it is you' });

/** Confirms the step-up with the password, as the player would. */
export async function confirmWithPassword(page: Page, password = 'demo123') {
  const dialog = stepUpDialog(page);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** Fills the bank account form and saves; the step-up dialog then asks for the password. */
export async function fillBankAccount(page: Page, accountNumber = '001234567890') {
  await page.goto('/m/securityCenter/addBankCard');
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BDO Unibank' });
  await page.getByRole('textbox', { name: 'Account holder name' }).fill('Juan Dela Cruz');
  await page.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);
  await page.getByRole('button', { name: 'Save' }).click();
}

/**
 * Adds a bank account through the page, as a player would, the password given again; ends back
 * on /m/withdraw.
 */
export async function addBankAccount(
  page: Page,
  accountNumber = '001234567890',
  password = 'demo123',
) {
  await fillBankAccount(page, accountNumber);
  await confirmWithPassword(page, password);
  await expect(page).toHaveURL(/\/m\/withdraw$/);
}

/**
 * A new account takes no withdrawal for 24 hours (contract "Step-up"). Tests of other things
 * that withdraw to the account they have just added turn the sandbox's hold off.
 */
export const NO_HOLD = { wallet: { withdraw: { newAccountHoldMs: 0 } } };

/** Every withdrawal the sandbox holds, newest first (control API). */
export async function sandboxWithdrawals(
  request: APIRequestContext,
  url: string,
): Promise<Withdrawal[]> {
  const response = await request.get(url + SandboxMoneyApi.withdrawals);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: Withdrawal[] }).value;
}

/** Approves or rejects the newest withdrawal as the operator would (control API). */
export async function decideNewestWithdrawal(
  request: APIRequestContext,
  url: string,
  decision: 'approve' | 'reject',
): Promise<void> {
  const [newest] = await sandboxWithdrawals(request, url);
  expect(newest?.status).toBe('PENDING');
  const path =
    decision === 'approve'
      ? SandboxMoneyApi.approve(newest?.id ?? '')
      : SandboxMoneyApi.reject(newest?.id ?? '');
  const response = await request.post(url + path, {
    data: decision === 'reject' ? { reason: 'test' } : {},
  });
  expect(response.ok(), `${decision}: ${await response.text()}`).toBe(true);
}
