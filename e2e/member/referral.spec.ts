/** The referral button's four outcomes (spec §2) and the invite friends page. */
import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';

const inviteButton = (page: Page) =>
  page.getByRole('button', { name: 'Invite friends', exact: true });

test('disabled in the back office: coming soon', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    status: { availablePromotions: { REFERRAL: { enabled: false, count: 1 } } },
  });
  await page.goto('/m/home');
  await inviteButton(page).click();
  await expect(page.locator('.toast-region')).toContainText('Coming soon');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('agents go to agent registration (a member route)', async ({ page, sandbox }) => {
  await page.goto('/m/agentRegister');
  await expect(page).toHaveURL(/\/m\/login$/);
  await sandbox.patchMember('demo01', { type: 1 });
  await logIn(page);
  await inviteButton(page).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByTestId('agent-link')).toContainText('affiliateCode=demo01');
});

test('members go to invite friends, with a code and a link they can copy', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInHome(page);
  await inviteButton(page).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  const link = await page.getByTestId('referral-link').textContent();
  expect(link).toMatch(/\/m\/register\?referralCode=\d+$/);
  await page.getByRole('button', { name: /^Copy: Your referral link/ }).click();
  await expect(page.locator('.toast-region')).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('enabled without an available referral: customer service opens', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    status: { availablePromotions: { REFERRAL: { enabled: true, count: 0 } } },
  });
  await page.goto('/m/home');
  await inviteButton(page).click();
  // The customer-service dialog itself belongs to the chat release (features/service).
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});
