/**
 * Deposit and vouchers (/m/voucherCenter): amount entry checked as typed, the payment
 * page in a new window, the order followed to a raised balance, one order for a double tap, and
 * a voucher claimed once.
 */
import { MoneyApi } from '@wps/contract/money';
import { pauseSoon } from '../support/clock';
import { expect, logIn, test } from '../support/fixtures';
import { violationsInBothThemes, memberOnDarkSite } from '../support/in-app';
import { signIn } from '../support/sign-in';
import { payDeposit } from '../support/deposit';
import { networkQuiet } from '../support/network-quiet';

test('a deposit goes from amount entry through the payment page to a raised balance', async ({
  page,
  context,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('50');
  await expect(page.getByText('The minimum is ₱100.00.')).toBeVisible();
  await amount.fill('60000');
  await expect(page.getByText('The maximum is ₱50,000.00.')).toBeVisible();
  await expect(amount).toHaveValue('60000');
  await page.getByRole('button', { name: '₱500.00' }).click();
  await expect(amount).toHaveValue('500');
  await expect(page.getByText('The maximum is')).toHaveCount(0);

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const payment = await opened;
  await expect(payment).toHaveURL(/\/sandbox-pay\/pay\.html\?order=/);
  await expect(
    page.getByRole('heading', { name: 'Waiting for your payment of ₱500.00' }),
  ).toBeVisible();

  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(payment.getByText('Payment received')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deposit received: ₱500.00' })).toBeVisible();
  await expect(page.getByTestId('new-balance')).toContainText('₱1,750.50');
  await expect(page.getByTestId('header-balance')).toContainText('₱1,750.50');
});

test('a paid deposit sends one deposit event (content id 99, TLB as PHP) and asks the counts again 2.5 s later', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { currency: 'TLB' } });
  // The form login: the tracking counts this test checks start with the login's own events.
  await logIn(page);
  // The clock is installed before the page schedules any timer, and paused once it has loaded:
  // from then on the order poll, the 2.5 s check and the 30 s poll move only with runFor.
  await page.clock.install();
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
  await pauseSoon(page);
  const summaries = async () =>
    (await sandbox.requests()).filter((r) => r.path === MoneyApi.accountSummary).length;
  await expect.poll(summaries).toBe(1);

  const order = await payDeposit(page, sandbox, '500');
  // The next order poll (2 s) sees it paid. TanStack hands results to React on a zero-delay
  // timer, which a paused clock holds: the page is stepped a millisecond at a time until it
  // shows the outcome, so the 2.5 s check is scheduled within a few ms of the last step.
  const polled = page.waitForResponse((r) => r.url().includes(`${MoneyApi.deposit}/`));
  await page.clock.runFor(2_000);
  await polled;
  const outcome = page.getByRole('heading', { name: 'Deposit received: ₱500.00' });
  await expect(async () => {
    await page.clock.runFor(1);
    await expect(outcome).toBeVisible({ timeout: 200 });
  }).toPass();
  // The counts are asked at once...
  await expect.poll(summaries).toBe(2);
  // ...and once more 2.5 s later, not before.
  await page.clock.runFor(2_480);
  await networkQuiet(page);
  expect(await summaries()).toBe(2);
  await page.clock.runFor(40);
  await expect.poll(summaries).toBe(3);

  const events = (await sandbox.requests())
    .filter((r) => r.method === 'POST' && r.path === '/wps/system/collect')
    .flatMap((r) => {
      const body = (r as { body?: unknown }).body;
      return JSON.parse(typeof body === 'string' ? body : JSON.stringify(body)) as {
        eventName: string;
        eventValue: Record<string, unknown>;
      }[];
    })
    .filter((event) => event.eventName === 'deposit');
  expect(events).toHaveLength(1);
  expect(events[0]?.eventValue).toEqual({
    eventID: order.orderId,
    customerId: expect.any(String),
    amount: '500.00',
    value: 500,
    revenue: 500,
    af_revenue: 500,
    currency: 'PHP',
    contentId: 99,
    content_ids: ['99'],
  });
});

test('a double tap on pay creates one order and opens one window', async ({
  page,
  context,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pay', exact: true }).dblclick();
  await opened;
  await expect(
    page.getByRole('heading', { name: 'Waiting for your payment of ₱300.00' }),
  ).toBeVisible();
  const posts = (await sandbox.requests()).filter(
    (r) => r.method === 'POST' && r.path === MoneyApi.deposit,
  );
  expect(posts).toHaveLength(1);
  expect(context.pages()).toHaveLength(2);
});

test('deposits refused by the site are explained, not offered', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ wallet: { allowDeposit: false } });
  await signIn(page);
  await page.goto('/m/voucherCenter');
  await expect(
    page.getByRole('heading', {
      name: 'Deposits are not available for your account right now. Please contact support.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
});

test('a voucher is claimed once; the second claim and an unknown code are refused', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('tab', { name: 'Voucher' }).click();
  const code = page.getByRole('textbox', { name: 'Voucher code' });
  const claim = page.getByRole('button', { name: 'Claim' });

  await code.fill('NOSUCHCODE');
  await claim.click();
  await expect(
    page.getByText('This voucher code does not exist. Check it and try again.'),
  ).toBeVisible();
  await expect(code).toHaveValue('NOSUCHCODE');

  await code.fill('WELCOME100');
  await claim.click();
  await expect(page.getByText('Voucher claimed: ₱100.00 added to your balance.')).toBeVisible();
  await expect(page.getByTestId('new-balance')).toContainText('₱1,350.50');

  await code.fill('WELCOME100');
  await claim.click();
  await expect(page.getByText('You have already claimed this voucher.')).toBeVisible();
  await expect(code).toHaveValue('WELCOME100');
  await expect(page.getByTestId('header-balance')).toContainText('₱1,350.50');
});

// One load for both themes: the theme is switched in place (e2e/support/in-app.ts).
test('the deposit page has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  test.slow(); // axe four times: two states, each in both themes
  await memberOnDarkSite(page, sandbox, '/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await expect(page.getByText('The minimum is ₱100.00.')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
  await page.getByRole('tab', { name: 'Voucher' }).click();
  await expect(page.getByRole('textbox', { name: 'Voucher code' })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
