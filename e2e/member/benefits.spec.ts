/**
 * /m/member/benefits (spec §4 "VIP"): hasVip from the label's name, the progress as
 * completed over expected conditions (1 without a labelId, never more than the conditions
 * listed as met), drawn unless the site's vipProgress switch is off, and the next rank's
 * conditions.
 */
import { Api } from '@wps/contract/paths';
import { violationsInBothThemes } from '../support/in-app';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('a Gold member sees the level, half the progress and what is left to do', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page, 'vip01', 'vip123');
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-vip')).toHaveText('Gold');
  await page
    .getByRole('navigation', { name: 'My areas' })
    .getByRole('link', { name: 'Member benefits' })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByTestId('vip-level')).toHaveText('VIP level: Gold');
  // 30 of 50 deposits, 41 of 30 logins (40 seeded and this one): one condition of two.
  const progress = page.getByRole('progressbar', { name: 'Progress to the next VIP level' });
  await expect(progress).toHaveAttribute('value', '0.5');
  await expect(progress).toHaveAttribute('aria-valuetext', '50%');
  const conditions = page.getByTestId('vip-conditions').getByRole('listitem');
  await expect(conditions).toHaveCount(2);
  await expect(conditions.nth(0)).toContainText('50 deposits');
  await expect(conditions.nth(0)).toContainText('30 of 50');
  await expect(conditions.nth(0)).toContainText('Not yet');
  await expect(conditions.nth(1)).toContainText('41 of 30');
  await expect(conditions.nth(1)).toContainText('Done');
});

test('the site’s vipProgress switch shows the bar when on and hides it when off; the conditions stay', async ({
  page,
  sandbox,
}) => {
  const progress = page.getByRole('progressbar', { name: 'Progress to the next VIP level' });
  const conditions = page.getByTestId('vip-conditions').getByRole('listitem');
  await sandbox.patchMerchant({ status: { vipProgress: true } });
  await signIn(page, 'vip01', 'vip123');
  await page.goto('/m/member/benefits');
  await expect(progress).toHaveAttribute('value', '0.5');
  await expect(conditions).toHaveCount(2);

  await sandbox.patchMerchant({ status: { vipProgress: false } });
  // The page may first draw from the status stored at the last visit: the answer of this load
  // decides.
  const status = page.waitForResponse((r) => r.url().includes(Api.systemStatus));
  await page.reload();
  await status;
  await expect(page.getByTestId('vip-level')).toHaveText('VIP level: Gold');
  await expect(conditions).toHaveCount(2);
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('Progress to the next VIP level')).toHaveCount(0);
});

test('a member without a label is not VIP, and the bar agrees with the conditions left', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-name')).toBeVisible();
  await expect(page.getByTestId('member-vip')).toHaveCount(0);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveText('You are not a VIP member yet.');
  // The sandbox sends the conditions towards Bronze with Bronze's labelId: 2 of 5 deposits,
  // and 7 logins of 5 (6 seeded and this one). One of two met: half the bar, not all of it.
  const conditions = page.getByTestId('vip-conditions').getByRole('listitem');
  await expect(conditions).toHaveCount(2);
  await expect(conditions.nth(0)).toContainText('5 deposits');
  await expect(conditions.nth(0)).toContainText('2 of 5');
  await expect(conditions.nth(0)).toContainText('Not yet');
  await expect(conditions.nth(1)).toContainText('5 logins');
  await expect(conditions.nth(1)).toContainText('Done');
  const progress = page.getByRole('progressbar', { name: 'Progress to the next VIP level' });
  await expect(progress).toHaveAttribute('value', '0.5');
  await expect(progress).toHaveAttribute('aria-valuetext', '50%');
});

test('a server that sends conditions without a labelId gets no full bar beside "Not yet"', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  // The spec's ratio is 1 without a labelId; the page draws no more than the conditions met.
  const answer = {
    success: true,
    value: {
      currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
      playerRankProgress: {},
      conditions: [
        { name: '5 deposits', current: 2, target: 5 },
        { name: '5 logins', current: 6, target: 5 },
      ],
    },
  };
  await sandbox.setFaults([
    { path: '/wps/relay/MCSFE_getPlayerRankProgress', body: JSON.stringify(answer) },
  ]);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveText('You are not a VIP member yet.');
  const conditions = page.getByTestId('vip-conditions').getByRole('listitem');
  await expect(conditions.nth(0)).toContainText('2 of 5');
  await expect(conditions.nth(0)).toContainText('Not yet');
  await expect(conditions.nth(1)).toContainText('Done');
  const progress = page.getByRole('progressbar', { name: 'Progress to the next VIP level' });
  await expect(progress).toHaveAttribute('value', '0.5');
  await expect(progress).toHaveAttribute('aria-valuetext', '50%');
});

test('a failed progress call offers a retry that recovers', async ({ page, sandbox }) => {
  await signIn(page, 'vip01', 'vip123');
  await sandbox.setFaults([{ path: '/wps/relay/MCSFE_getPlayerRankProgress', status: 500 }]);
  await page.goto('/m/member/benefits');
  // One notice says the call failed; once it is closed the page offers its retry.
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice).toHaveCount(0);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await sandbox.clearFaults();
  await retry.click();
  await expect(page.getByTestId('vip-level')).toHaveText('VIP level: Gold');
});

test('the benefits page has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page, 'vip01', 'vip123');
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-conditions')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
