/**
 * /m/rewardCenter: offered only with REWCEN3 on; a reward is claimed once for
 * its cash and points (one post for a double tap), refusals are explained, and off the page says
 * it is not offered without asking for rewards.
 */
import type { Page } from '@playwright/test';
import { LoyaltyApi } from '@wps/contract/loyalty';
import { violationsInBothThemes } from '../support/in-app';
import { expect, test, type Sandbox } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { grantReward } from '../support/loyalty';

const offerRewards = (sandbox: Sandbox) =>
  sandbox.patchMerchant({ status: { whitelabelVal: { REWCEN3: true } } });
const rewardRow = (page: Page, title: string) =>
  page.getByTestId('rewards').getByRole('listitem').filter({ hasText: title });
const claimPosts = async (sandbox: Sandbox) =>
  (await sandbox.requests()).filter(
    (r) => r.method === 'POST' && r.path === LoyaltyApi.claimReward,
  );

test('a reward is claimed once: its cash raises the balance and its points the points', async ({
  page,
  sandbox,
}) => {
  await offerRewards(sandbox);
  await signIn(page);
  await page.goto('/m/member/home');
  await page
    .getByRole('navigation', { name: 'My areas' })
    .getByRole('link', { name: 'Reward centre' })
    .click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const welcome = rewardRow(page, 'Welcome bonus');
  await expect(welcome).toContainText('₱100.00');
  await expect(welcome).toContainText('50 points');
  await expect(welcome).toContainText('Never expires');
  await expect(welcome).toContainText('Available');

  await welcome.getByRole('button', { name: 'Claim' }).dblclick();
  const claimed = page.getByTestId('reward-claimed');
  await expect(claimed).toContainText('Reward claimed: ₱100.00 and 50 points.');
  await expect(claimed).toContainText('You now have 170 points.');
  await expect(welcome).toContainText('Claimed');
  await expect(welcome.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  expect(await claimPosts(sandbox)).toHaveLength(1);
  // The header's balance was asked again: ₱1,250.50 and the reward's ₱100.00.
  await expect(page.getByTestId('header-balance')).toContainText('₱1,350.50');

  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('₱1,350.50');
  await page.goto('/m/leaderBoard');
  await expect(page.getByTestId('points-balance')).toHaveText('170 points');
  // Once claimed, for good: a fresh visit offers no claim.
  await page.goto('/m/rewardCenter');
  await expect(welcome).toContainText('Claimed');
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test('a second claim is refused with the reason and pays nothing', async ({
  page,
  context,
  sandbox,
}) => {
  await offerRewards(sandbox);
  await signIn(page);
  // Two tabs show the same available reward; the second tab's claim comes too late.
  const other = await context.newPage();
  await other.goto('/m/rewardCenter');
  await page.goto('/m/rewardCenter');
  await expect(rewardRow(page, 'Welcome bonus')).toContainText('Available');
  await rewardRow(other, 'Welcome bonus').getByRole('button', { name: 'Claim' }).click();
  await expect(other.getByTestId('reward-claimed')).toBeVisible();

  await rewardRow(page, 'Welcome bonus').getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('reward-refused')).toHaveText(
    'You have already claimed this reward.',
  );
  // The refusal had the list asked again.
  await expect(rewardRow(page, 'Welcome bonus')).toContainText('Claimed');
  await expect(page.getByTestId('header-balance')).toContainText('₱1,350.50');
  await other.close();
});

test('expiry dates, expired rewards and the server’s refusals are shown in words', async ({
  page,
  request,
  sandbox,
}) => {
  await offerRewards(sandbox);
  const expiresAt = Date.UTC(2030, 5, 30, 12);
  await grantReward(request, sandbox.url, {
    userName: 'demo01',
    title: 'Summer points',
    points: 300,
    expiresAt,
  });
  await grantReward(request, sandbox.url, {
    userName: 'demo01',
    title: 'Old cashback',
    cashMinor: 2500,
    expiresAt: Date.UTC(2024, 0, 31, 12),
  });
  await signIn(page);
  await page.goto('/m/rewardCenter');
  const summer = rewardRow(page, 'Summer points');
  await expect(summer).toContainText('300 points');
  await expect(summer).toContainText(
    `Expires ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(expiresAt)}`,
  );
  const old = rewardRow(page, 'Old cashback');
  await expect(old).toContainText('₱25.00');
  await expect(old).toContainText('Expired on Jan 31, 2024');
  await expect(old.getByRole('button', { name: 'Claim' })).toHaveCount(0);

  for (const [errorCode, text] of [
    ['reward.expired', 'This reward has expired.'],
    ['reward.not.found', 'This reward no longer exists.'],
  ] as const) {
    await sandbox.setFaults([
      {
        path: LoyaltyApi.claimReward,
        method: 'POST',
        times: 1,
        body: JSON.stringify({ success: false, errorCode, message: 'Refused' }),
      },
    ]);
    await summer.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByTestId('reward-refused')).toHaveText(text);
    await expect(summer.getByRole('button', { name: 'Claim' })).toBeEnabled();
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('with REWCEN3 off the page says the centre is not offered and asks for no rewards', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await page.goto('/m/rewardCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'The reward centre is not offered on this site.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Asked after the page was left: a call it had made would be in the log by now.
  const paths = (await sandbox.requests()).map((r) => r.path);
  expect(paths.filter((path) => path.startsWith(LoyaltyApi.rewards))).toEqual([]);
});

test('no rewards yet, and a failed list offers a retry that recovers', async ({
  page,
  sandbox,
}) => {
  await offerRewards(sandbox);
  await signIn(page, 'agent01', 'agent123');
  await sandbox.setFaults([{ path: LoyaltyApi.rewards, method: 'GET', times: 1, status: 500 }]);
  await page.goto('/m/rewardCenter');
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'You have no rewards yet.' })).toBeVisible();
});

// A claim just made beside one still available, in each theme.
test('the reward centre has no serious axe violation in the dark and light themes', async ({
  page,
  request,
  sandbox,
}) => {
  await offerRewards(sandbox);
  await grantReward(request, sandbox.url, { userName: 'demo01', title: 'Spare', points: 10 });
  await signIn(page);
  await page.goto('/m/rewardCenter');
  await rewardRow(page, 'Welcome bonus').getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('reward-claimed')).toBeVisible();
  await expect(rewardRow(page, 'Spare').getByRole('button', { name: 'Claim' })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
