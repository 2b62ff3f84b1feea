/**
 * The safer-gambling warnings: on the registration form (plain text with the minimum
 * age, nothing ticked) and once after each login, with the BR preset and not with the demo's
 * defaults (every tool off); and the offer of a deposit limit before the first deposit.
 */
import type { Page } from '@playwright/test';
import { SaferGamblingApi } from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { memberCall } from '../support/safer-gambling-member';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';

// The settings come with the site status (its saferGambling field).
const settingsRead = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/status');
const loginWarning = (page: Page) => page.getByRole('alertdialog', { name: 'Play responsibly' });

test('BR: the registration form warns with the minimum age, nothing ticked', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.BR });
  await page.goto('/m/register');
  const warning = page.getByTestId('registration-warning');
  await expect(warning).toHaveText(
    'You must be 18 or older to register. Gambling can be addictive: only play with money you can afford to lose.',
  );
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="registration-warning"]')).toEqual([]);
});

test('defaults: no registration warning', async ({ page, sandbox }) => {
  void sandbox;
  const read = settingsRead(page);
  await page.goto('/m/register');
  await read;
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(page.getByTestId('registration-warning')).toHaveCount(0);
});

test('BR: a warning after the login, once per login', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.BR });
  await signIn(page);
  await page.goto('/m/home');
  const warning = loginWarning(page);
  await expect(warning).toContainText('you must be 18 or older to play');
  expect(await seriousViolations(page, '.dialog')).toEqual([]);
  await warning.getByRole('button', { name: 'I understand' }).click();
  await expect(warning).toBeHidden();
  // The same login again (a reload): no second warning.
  const read = page.waitForResponse((r) => r.url().endsWith(SaferGamblingApi.state));
  await page.reload();
  await read;
  await networkQuiet(page);
  await expect(warning).toHaveCount(0);
  // A new login: the warning again.
  await signIn(page);
  await page.goto('/m/home');
  await expect(warning).toBeVisible();
});

test('defaults: no warning after the login', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  const read = settingsRead(page);
  await page.goto('/m/home');
  await read;
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await networkQuiet(page);
  await expect(loginWarning(page)).toHaveCount(0);
});

test('UK: before the first deposit the page offers a deposit limit or to go on', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
  await sandbox.patchMember('demo01', { depositCount: 0 });
  const session = await signIn(page);
  await page.goto('/m/voucherCenter');
  const offer = page.getByRole('region', { name: 'Deposit limit' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Set a limit first' })).toHaveAttribute(
    'href',
    '/m/safer-gambling',
  );
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  expect(await seriousViolations(page, '.first-deposit-prompt')).toEqual([]);
  await offer.getByRole('button', { name: 'Continue to deposit' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();

  // With a deposit limit set, the form shows at once.
  await memberCall(request, sandbox, session.token, 'PUT', SaferGamblingApi.limit, {
    kind: 'DEPOSIT',
    period: 'DAILY',
    amountMinor: 100000,
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
