/**
 * The reality check and the session clock: at the member's interval since the login
 * a modal shows the session's time and net position; 'continue' closes it until the next
 * interval, 'leave' logs out. Time is moved on the sandbox's clock and the page's together.
 */
import { SaferGamblingApi } from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { chooseRealityCheck, clocks, memberCall } from '../support/safer-gambling-member';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';

const MINUTE = 60_000;
// The UK preset with a 1-minute interval offered, so a test waits one minute, not ten.
const UK_FAST = {
  ...SAFER_GAMBLING_PRESETS.UK,
  realityCheck: { intervalsMinutes: [1, 10], waitForGameClose: false },
};

test('a reality check every minute shows session time and net position; continue, then leave', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: UK_FAST });
  const session = await signIn(page);
  await chooseRealityCheck(request, sandbox, session.token, 1);
  await page.clock.install();
  const advance = clocks(page, request, sandbox);
  await page.goto('/m/home');
  const clock = page.getByRole('timer', { name: 'Session time' });
  await expect(clock).toHaveText(/^0:\d\d$/);
  // A game lost ₱50.00 of the opening ₱1,250.50 (the sandbox books it as the game's result).
  await sandbox.patchMember('demo01', { balance: 1200.5 });

  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await advance(MINUTE);
  await expect(check).toContainText('You have been playing for 1 minute in this session.');
  await expect(check.getByTestId('reality-check-net')).toHaveText('-₱50.00');
  await expect(clock).toHaveText(/^1:\d\d$/);
  expect(await seriousViolations(page, '.reality-check')).toEqual([]);

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  // Half a minute on (the header's clock shows it has passed) the next check is not due yet.
  await advance(MINUTE / 2);
  await expect(clock).toHaveText(/^1:[3-5]\d$/);
  await expect(check).toBeHidden();
  await advance(MINUTE / 2);
  await expect(check).toContainText('You have been playing for 2 minutes in this session.');

  await check.getByRole('button', { name: 'Leave (log out)' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(clock).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test("'see my history' leads to the transactions; without an interval no check comes", async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: UK_FAST });
  const session = await signIn(page);
  await page.clock.install();
  const advance = clocks(page, request, sandbox);
  await page.goto('/m/home');
  const clock = page.getByRole('timer', { name: 'Session time' });
  await expect(clock).toBeVisible();
  // No interval chosen: two minutes pass without a check.
  await advance(2 * MINUTE);
  await expect(clock).toHaveText(/^2:\d\d$/);
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toHaveCount(0);

  await chooseRealityCheck(request, sandbox, session.token, 1);
  await page.reload();
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'See my history' }).click();
  await expect(page).toHaveURL(/\/m\/member\/transactions$/);
  await expect(check).toBeHidden();
});

test('with every tool off there is no session clock', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  // The settings come with the site status (its saferGambling field).
  const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/status');
  await page.goto('/m/home');
  await settings;
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Session time' })).toHaveCount(0);
});

test.describe('a check due while a game is open', () => {
  for (const waitForGameClose of [false, true]) {
    test(`waitForGameClose ${waitForGameClose}: ${waitForGameClose ? 'waits for the frame to close' : 'shows over the game'}`, async ({
      page,
      request,
      sandbox,
    }) => {
      await sandbox.patchMerchant({
        saferGambling: { ...UK_FAST, realityCheck: { ...UK_FAST.realityCheck, waitForGameClose } },
      });
      const session = await signIn(page);
      await chooseRealityCheck(request, sandbox, session.token, 1);
      await page.clock.install();
      const advance = clocks(page, request, sandbox);
      await page.goto('/m/game');
      await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
      await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
      const frame = page.getByRole('dialog', { name: 'Super Ace' });
      await expect(frame).toBeVisible();

      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      // The app reads the state again when a check falls due, shown or held back.
      const reread = page.waitForResponse((r) => r.url().endsWith(SaferGamblingApi.state));
      await advance(MINUTE);
      await reread;
      if (waitForGameClose) {
        await networkQuiet(page);
        await expect(check).toHaveCount(0);
        await frame.getByRole('button', { name: 'Back' }).click();
        await expect(frame).toBeHidden();
        await expect(check).toBeVisible();
      } else {
        await expect(check).toBeVisible();
        await check.getByRole('button', { name: 'Continue playing' }).click();
        await expect(check).toBeHidden();
        await expect(frame).toBeVisible();
      }
    });
  }
});

test('the daily session-time limit: when reached, a notice says so and the member is logged out', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ saferGambling: UK_FAST });
  const session = await signIn(page);
  await memberCall(request, sandbox, session.token, 'PUT', SaferGamblingApi.limit, {
    kind: 'SESSION_TIME',
    period: 'DAILY',
    minutes: 2,
  });
  await page.clock.install();
  const advance = clocks(page, request, sandbox);
  await page.goto('/m/home');
  const clock = page.getByRole('timer', { name: 'Session time' });
  await expect(clock).toBeVisible();
  const notice = page.getByRole('alertdialog', { name: 'Session time limit reached' });
  await advance(MINUTE);
  await expect(clock).toHaveText(/^1:\d\d$/);
  await expect(notice).toHaveCount(0);
  await advance(MINUTE);
  await expect(notice).toContainText('daily session limit of 2 minutes');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
