/**
 * Deposit limits on /m/safer-gambling (UK preset): a first limit applies at once and
 * the server refuses the deposit over it, explained on the deposit form; a raise waits for the
 * 24-hour cooling-off, the page says until when, and it applies once the sandbox clock passes it.
 */
import { SaferGamblingApi, type SaferGamblingState } from '@wps/contract/safer-gambling';
import { COOLING_OFF_MS } from '@wps/contract/safer-gambling-rules';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { payDeposit } from '../support/deposit';
import { expect, test } from '../support/fixtures';
import { limitRow, moveSandboxClock, pageTime } from '../support/safer-gambling';
import { signIn } from '../support/sign-in';

test('a daily deposit limit refuses the deposit over it; a raise waits 24 hours, then applies', async ({
  page,
  sandbox,
}) => {
  test.slow(); // three page loads, a deposit and a clock step
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
  await signIn(page);
  await page.goto('/m/safer-gambling');
  const daily = limitRow(page, 'Daily deposit limit');
  await expect(daily.getByText('No limit set')).toBeVisible();
  await daily.getByRole('button', { name: 'Set a limit' }).click();
  await daily.getByRole('textbox', { name: 'Daily deposit limit: new amount' }).fill('600');
  // Said before saving: a first limit protects more, so it applies at once.
  await expect(daily.getByText('This limit applies as soon as you save it.')).toBeVisible();
  await daily.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(daily.getByRole('status')).toHaveText('Saved. Your new limit applies now.');
  await expect(daily.getByText('Limit: ₱600.00')).toBeVisible();

  await page.goto('/m/voucherCenter');
  await payDeposit(page, sandbox, '500');
  await expect(page.getByRole('heading', { name: 'Deposit received: ₱500.00' })).toBeVisible();
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  const refused = page.waitForResponse((r) => r.url().endsWith('/wps/v2/wallets/deposit'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  expect(((await (await refused).json()) as { errorCode: string }).errorCode).toBe(
    'rg.deposit.limit',
  );
  await expect(page.getByRole('alert')).toContainText(
    /over your deposit limit\. You can deposit up to ₱100\.00 until /,
  );

  await page.goto('/m/safer-gambling');
  await expect(daily.getByText(/^Used so far: ₱500\.00\. Starts over on /)).toBeVisible();
  await daily.getByRole('button', { name: 'Change' }).click();
  await daily.getByRole('textbox', { name: 'Daily deposit limit: new amount' }).fill('2000');
  await expect(
    daily.getByText(/^A higher limit takes effect on .+, after 24 hours\.$/),
  ).toBeVisible();
  const put = page.waitForResponse((r) => r.url().endsWith(SaferGamblingApi.limit));
  await daily.getByRole('button', { name: 'Save', exact: true }).click();
  const state = ((await (await put).json()) as { value: SaferGamblingState }).value;
  const answered = state.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'DAILY');
  const effectiveAt = answered?.pending?.effectiveAt ?? '';
  expect(Date.parse(effectiveAt) - Date.parse(state.now)).toBe(COOLING_OFF_MS);
  const when = await pageTime(page, effectiveAt);
  await expect(daily.getByRole('status')).toHaveText(`Saved. Your change takes effect on ${when}.`);
  await expect(daily.getByText(`Changes to ₱2,000.00 on ${when}.`)).toBeVisible();
  await expect(daily.getByText('Limit: ₱600.00')).toBeVisible();

  await moveSandboxClock(page.request, sandbox.url, COOLING_OFF_MS + 60_000);
  await page.reload();
  await expect(daily.getByText('Limit: ₱2,000.00')).toBeVisible();
  await expect(daily.getByText(/^Changes to /)).toHaveCount(0);
});

test('a daily time limit in minutes and a reality-check interval are saved and kept', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.UK });
  await signIn(page);
  await page.goto('/m/safer-gambling');
  const session = limitRow(page, 'Daily time limit');
  await session.getByRole('button', { name: 'Set a limit' }).click();
  const minutes = session.getByRole('textbox', { name: 'Daily time limit: minutes' });
  await minutes.fill('2000');
  await expect(session.getByText('Enter whole minutes from 1 to 1440.')).toBeVisible();
  await minutes.fill('90');
  await session.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(session.getByRole('status')).toHaveText('Saved. Your new limit applies now.');
  await expect(session.getByText('Limit: 90 minutes')).toBeVisible();

  // Off is where the member starts; nothing else is chosen for them.
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
  await page.getByRole('radio', { name: 'Every 30 minutes' }).check();
  const reality = page.getByRole('region', { name: 'Reality check' });
  await reality.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(reality.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
  await expect(limitRow(page, 'Daily time limit').getByText('Limit: 90 minutes')).toBeVisible();
});
